import { Group, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { TPersonListItem } from "@wellguard/contract";
import { type KeyboardEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { usePeople } from "../api/people";
import { NativeSelectField } from "../components/native-select";
import "./templates.css";

const SEARCH_DELAY_MS = 300;
/** People offered at once; a longer list is narrowed by typing more. */
const OPTIONS_SHOWN = 20;

function personLabel(person: TPersonListItem): string {
  const name = `${person.name} ${person.surname}`.trim();
  return person.email ? `${name} (${person.email})` : name;
}

/**
 * Whose merge fields fill a template preview (docs/phishing.md "Preview"): a search over the company's people (the
 * controller's people list, searched by the server) and a choice among the people found; "myself" previews with
 * the controller's own details, as the server does by default. The search never submits a form it sits in.
 */
export function PreviewPersonPicker({
  companyId,
  personId,
  onChange,
  testId = "preview-person",
}: {
  companyId: number;
  personId: number | null;
  onChange: (personId: number | null) => void;
  testId?: string;
}) {
  const { t } = useTranslation("controller");
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  // The chosen person stays an option when a later search no longer finds them.
  const [chosen, setChosen] = useState<{ id: number; label: string } | null>(null);
  const people = usePeople({
    of: { type: "companies", id: companyId },
    page: 1,
    pageSize: OPTIONS_SHOWN,
    search,
    sort: "name",
    order: "asc",
    fields: ["email"],
  });
  const found = people.data?.records ?? [];
  const options = [
    { value: "", label: t("campaigns.templates.myself") },
    ...(chosen && chosen.id === personId && !found.some((p) => p.stakeholderId === chosen.id)
      ? [{ value: String(chosen.id), label: chosen.label }]
      : []),
    ...found.map((person) => ({ value: String(person.stakeholderId), label: personLabel(person) })),
  ];

  function choose(value: string) {
    if (value === "") {
      setChosen(null);
      onChange(null);
      return;
    }
    const person = found.find((p) => String(p.stakeholderId) === value);
    if (person) setChosen({ id: person.stakeholderId, label: personLabel(person) });
    onChange(Number(value));
  }

  // Enter in a search box inside a form would submit the form (the new-campaign form creates the campaign).
  function keepEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") event.preventDefault();
  }

  const total = people.data?.total ?? 0;
  return (
    <Group align="flex-start" gap="md" wrap="wrap" className="wg-fit-select" data-testid={testId}>
      <TextInput
        label={t("campaigns.templates.findPerson")}
        description={t("campaigns.templates.findPersonHint")}
        type="search"
        value={searchInput}
        onChange={(event) => setSearchInput(event.currentTarget.value)}
        onKeyDown={keepEnter}
        maxLength={100}
        data-testid={`${testId}-search`}
      />
      <div style={{ minWidth: 0, maxWidth: "100%" }}>
        <NativeSelectField
          label={t("campaigns.templates.previewAs")}
          value={personId === null ? "" : String(personId)}
          options={options}
          onChange={choose}
          testId={`${testId}-select`}
        />
        <Text size="sm" mt={4} aria-live="polite" data-testid={`${testId}-count`}>
          {people.isError
            ? t(errorMessageKey(isApiError(people.error) ? people.error.code : null))
            : people.data && total > found.length
              ? t("campaigns.templates.peopleShown", { shown: found.length, total })
              : people.data && search && found.length === 0
                ? t("campaigns.templates.nobodyFound")
                : ""}
        </Text>
      </div>
    </Group>
  );
}
