import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { type TDepartment, type TDepartmentInput, ZDepartmentInput } from "@wellguard/contract";
import { type FormEvent, type ReactNode, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { departmentPaths } from "@/features/organisation/components/person-form";
import {
  apiFieldCodes,
  checkWithSchema,
  codeFor,
  type FieldCodes,
} from "@/features/organisation/lib/form-errors";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";

/** The departments that may be a department's parent: the same company, not itself and not below it. */
export function possibleParents(departments: TDepartment[], self: number | null): TDepartment[] {
  if (self === null) return departments;
  const below = new Set<number>([self]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const d of departments) {
      if (
        d.stakeholderDepartmentParentId !== null &&
        below.has(d.stakeholderDepartmentParentId) &&
        !below.has(d.id)
      ) {
        below.add(d.id);
        grew = true;
      }
    }
  }
  return departments.filter((d) => !below.has(d.id));
}

export function DepartmentForm({
  mode,
  companyId,
  initial,
  initialParentId,
  departments,
  onSubmit,
  extraActions,
}: {
  mode: "create" | "edit";
  companyId: number;
  initial?: TDepartment;
  initialParentId?: number | null;
  departments: TDepartment[];
  onSubmit: (input: TDepartmentInput) => Promise<void>;
  extraActions?: ReactNode;
}) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const formId = useId();
  const [name, setName] = useState(initial?.name ?? "");
  const [parentId, setParentId] = useState<string>(() => {
    const parent = initial ? initial.stakeholderDepartmentParentId : (initialParentId ?? null);
    return parent === null ? "" : String(parent);
  });
  const [errors, setErrors] = useState<FieldCodes>({});
  const [busy, setBusy] = useState(false);
  const options = useMemo(
    () => departmentPaths(possibleParents(departments, initial?.id ?? null)),
    [departments, initial],
  );
  const error = (field: string) => {
    const code = codeFor(errors, field);
    return code ? t(errorMessageKey(code)) : undefined;
  };
  const otherCodes = Object.entries(errors)
    .filter(([field]) => field !== "name" && field !== "stakeholderDepartmentParentId")
    .map(([, code]) => code);
  const hasErrors = Object.keys(errors).length > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input: TDepartmentInput = {
      name,
      stakeholderCompanyId: companyId,
      stakeholderDepartmentParentId: parentId ? Number(parentId) : null,
    };
    const check = checkWithSchema(ZDepartmentInput, input);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (failure) {
      setErrors(apiFieldCodes(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="department-form"
      aria-describedby={hasErrors ? `${formId}-summary` : undefined}
    >
      <Stack gap="md">
        {hasErrors && (
          <FormMessage id={`${formId}-summary`} tone="error" testId="department-form-errors">
            <Text fw={600}>{t("contract:messages.checkMarkedFields")}</Text>
            {otherCodes.map((code) => (
              <Text key={code}>{t(errorMessageKey(code))}</Text>
            ))}
          </FormMessage>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("organisation:fields.departmentName")}
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={error("name")}
            data-testid="department-name"
          />
          <Select
            label={t("organisation:fields.parentDepartment")}
            description={t("departmentForm.parentHint")}
            data={[{ value: "", label: t("departmentForm.topLevel") }, ...options]}
            value={parentId}
            onChange={(value) => setParentId(value ?? "")}
            searchable
            allowDeselect={false}
            nothingFoundMessage="—"
            error={error("stakeholderDepartmentParentId")}
            data-testid="department-parent"
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={busy} data-testid="department-submit">
            {mode === "create" ? t("departmentForm.create") : t("organisation:actions.save")}
          </Button>
          {extraActions}
        </Group>
      </Stack>
    </form>
  );
}
