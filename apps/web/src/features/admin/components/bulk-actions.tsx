import { Button, Checkbox, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  SERVICES,
  serviceKey,
  type TDepartment,
} from "@wellguard/contract";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { departmentPaths } from "@/features/organisation/components/person-form";
import { type ApiRefusal, isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { useMultiDeletePeople, useMultiUpdatePeople, useSendCredentials } from "../api/people";
import { formatNumber } from "../lib/format";
import { ModalDialog } from "./modal-dialog";

type Action = "department" | "services" | "language" | "emails" | "delete";

export interface BulkActionsProps {
  /** The people chosen, across pages. */
  selected: ReadonlySet<number>;
  /** Names of the chosen people seen so far (to name refusals). */
  names: ReadonlyMap<number, string>;
  onClear: () => void;
  /** The company filter: departments and services to choose from. */
  company: { id: number; services: number[] } | null;
  departments: TDepartment[];
  /** A success message for the page's notice. */
  onDone: (message: string) => void;
}

/** The refusals of an all-or-nothing bulk call, one line per refused person. */
function Refusals({ error, names }: { error: unknown; names: ReadonlyMap<number, string> }) {
  const { t } = useTranslation(["admin", "contract"]);
  const refusals: ApiRefusal[] = isApiError(error) ? error.refusals : [];
  const code = isApiError(error) ? error.code : null;
  return (
    <>
      <Text>
        {refusals.length > 0 ? t("bulk.refused", { count: refusals.length }) : t(errorMessageKey(code))}
      </Text>
      {refusals.length > 0 && (
        <ul className="wg-admin-refusals" data-testid="bulk-refusals">
          {refusals.map((r, index) => (
            <li key={`${r.id ?? r.row ?? index}-${r.applicationCode}`}>
              {t("bulk.refusal", {
                who: (r.id !== undefined && names.get(r.id)) || `#${r.id ?? r.row ?? "?"}`,
                reason: t(errorMessageKey(r.applicationCode)),
              })}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * What an admin can do with several people at once; every action asks for confirmation first and is all or
 * nothing on the server (a refusal names each person refused and why).
 */
export function BulkActions({ selected, names, onClear, company, departments, onDone }: BulkActionsProps) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const [action, setAction] = useState<Action | null>(null);
  const [departmentId, setDepartmentId] = useState<string>("");
  const [allServices, setAllServices] = useState(false);
  const [services, setServices] = useState<number[]>([]);
  const [locale, setLocale] = useState<Locale | "">("");
  const update = useMultiUpdatePeople();
  const remove = useMultiDeletePeople();
  const emails = useSendCredentials();
  const ids = [...selected];
  const count = formatNumber(ids.length);
  const departmentOptions = useMemo(() => departmentPaths(departments), [departments]);
  const serviceIds = company ? company.services : SERVICES.map((_, i) => i + 1);

  const open = (next: Action) => {
    update.reset();
    remove.reset();
    emails.reset();
    setAction(next);
  };
  const close = () => setAction(null);
  const finish = (message: string) => {
    close();
    onDone(message);
  };
  const updated = (result: { affected: number }) =>
    finish(t("bulk.updated", { count: formatNumber(result.affected) }));

  let dialog: { title: string; body: ReactNode; confirm: string; run: () => void; ready: boolean } | null =
    null;
  switch (action) {
    case "department":
      dialog = {
        title: t("bulk.departmentTitle", { count }),
        confirm: t("bulk.move"),
        ready: true,
        run: () =>
          update.mutate(
            { ids, changes: { stakeholderDepartmentId: departmentId ? Number(departmentId) : null } },
            { onSuccess: updated },
          ),
        body: (
          <Select
            label={t("organisation:fields.department")}
            data={[{ value: "", label: t("organisation:noDepartment") }, ...departmentOptions]}
            value={departmentId}
            onChange={(value) => setDepartmentId(value ?? "")}
            searchable
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-testid="bulk-department-select"
          />
        ),
      };
      break;
    case "services":
      dialog = {
        title: t("bulk.servicesTitle", { count }),
        confirm: t("bulk.apply"),
        ready: allServices || services.length > 0,
        run: () =>
          update.mutate(
            { ids, changes: { services: allServices ? null : services } },
            { onSuccess: updated },
          ),
        body: (
          <Stack gap="sm">
            <Checkbox
              label={t("organisation:personForm.allServices")}
              checked={allServices}
              onChange={(e) => setAllServices(e.currentTarget.checked)}
              data-testid="bulk-all-services"
            />
            {!allServices && (
              <Checkbox.Group
                label={t("organisation:fields.services")}
                description={t("bulk.servicesHint")}
                value={services.map(String)}
                onChange={(value) => setServices(value.map(Number))}
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                  {serviceIds.map((id) => (
                    <Checkbox
                      key={id}
                      value={String(id)}
                      label={t(`contract:services.${serviceKey(id) ?? "awareness"}.name`)}
                    />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          </Stack>
        ),
      };
      break;
    case "language":
      dialog = {
        title: t("bulk.languageTitle", { count }),
        confirm: t("bulk.apply"),
        ready: locale !== "",
        run: () => locale && update.mutate({ ids, changes: { locale } }, { onSuccess: updated }),
        body: (
          <Select
            label={t("organisation:fields.language")}
            data={LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] }))}
            value={locale || null}
            onChange={(value) => setLocale((value ?? "") as Locale | "")}
            comboboxProps={{ withinPortal: false }}
            data-testid="bulk-language-select"
          />
        ),
      };
      break;
    case "emails":
      dialog = {
        title: t("bulk.emailsTitle", { count }),
        confirm: t("bulk.send"),
        ready: true,
        run: () =>
          emails.mutate(ids, {
            onSuccess: (result) =>
              finish(
                t("bulk.emailsDone", {
                  sent: formatNumber(result.sent),
                  skipped: formatNumber(result.skipped),
                }),
              ),
          }),
        body: <Text>{t("bulk.emailsText")}</Text>,
      };
      break;
    case "delete":
      dialog = {
        title: t("bulk.deleteTitle", { count }),
        confirm: t("organisation:actions.delete"),
        ready: true,
        run: () =>
          remove.mutate(ids, {
            onSuccess: (result) => {
              onClear();
              finish(t("bulk.deleted", { count: formatNumber(result.affected) }));
            },
          }),
        body: <Text>{t("bulk.deleteText")}</Text>,
      };
      break;
  }
  const error = update.error ?? remove.error ?? emails.error;

  return (
    <div className="wg-admin-bulkbar" data-testid="bulk-bar">
      <Stack gap="xs">
        <Group gap="sm" justify="space-between">
          <Text fw={600} aria-live="polite" data-testid="bulk-count">
            {t("organisation:table.selected", { count: ids.length })}
          </Text>
          <Button variant="subtle" size="xs" onClick={onClear} data-testid="bulk-clear">
            {t("bulk.clear")}
          </Button>
        </Group>
        <Group gap="xs">
          <Button
            variant="default"
            size="sm"
            onClick={() => open("department")}
            disabled={!company}
            title={company ? undefined : t("bulk.departmentNeedsCompany")}
            data-testid="bulk-department"
          >
            {t("bulk.department")}
          </Button>
          <Button variant="default" size="sm" onClick={() => open("services")} data-testid="bulk-services">
            {t("bulk.services")}
          </Button>
          <Button variant="default" size="sm" onClick={() => open("language")} data-testid="bulk-language">
            {t("bulk.language")}
          </Button>
          <Button variant="default" size="sm" onClick={() => open("emails")} data-testid="bulk-emails">
            {t("bulk.emails")}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="sm"
            onClick={() => open("delete")}
            data-testid="bulk-delete"
          >
            {t("organisation:actions.delete")}
          </Button>
        </Group>
        {!company && (
          <Text size="sm" c="var(--wg-text-muted)">
            {t("bulk.departmentNeedsCompany")}
          </Text>
        )}
      </Stack>
      <ModalDialog
        open={dialog !== null}
        title={dialog?.title ?? ""}
        onClose={close}
        confirmLabel={dialog?.confirm}
        danger={action === "delete"}
        busy={update.isPending || remove.isPending || emails.isPending}
        confirmDisabled={!dialog?.ready}
        onConfirm={dialog?.run}
        error={error ? <Refusals error={error} names={names} /> : undefined}
        testId="bulk-dialog"
      >
        {dialog?.body}
      </ModalDialog>
    </div>
  );
}
