import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ModalDialog } from "./confirm-dialog";
import { PeopleTable } from "./people-table";

const SEARCH_DELAY_MS = 300;

/**
 * Picks several people of a company: search on the server, tick people on any page, then confirm. The choice
 * survives searching and paging, so people found with different searches can be added together.
 */
export function PersonPickerDialog({
  open,
  title,
  companyId,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  companyId: number;
  confirmLabel: (count: number) => string;
  busy: boolean;
  error?: ReactNode;
  onConfirm: (ids: number[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [selected, setSelected] = useState<Set<number>>(new Set());

  function close() {
    setSelected(new Set());
    setSearchInput("");
    onClose();
  }

  return (
    <ModalDialog open={open} title={title} onClose={close} testId="person-picker">
      <Stack gap="sm">
        <TextInput
          label={t("organisation:search")}
          description={t("users.searchHint")}
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.currentTarget.value)}
          data-testid="person-picker-search"
          data-autofocus
        />
        <PeopleTable
          key={search}
          of={{ type: "companies", id: companyId }}
          search={search}
          caption={t("tags.pickerCaption")}
          emptyText={search ? t("users.emptyFiltered") : t("users.empty")}
          testId="person-picker-table"
          selection={{ selected, onChange: setSelected }}
          showDepartment={false}
        />
        <Text size="sm" aria-live="polite" data-testid="person-picker-count">
          {t("organisation:table.selected", { count: selected.size })}
        </Text>
        {error}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-testid="person-picker-cancel">
            {t("organisation:actions.cancel")}
          </Button>
          <Button
            disabled={selected.size === 0}
            loading={busy}
            onClick={() => onConfirm([...selected])}
            data-testid="person-picker-confirm"
          >
            {confirmLabel(selected.size)}
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
