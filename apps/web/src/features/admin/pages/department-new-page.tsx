import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { href } from "@/app/paths";
import { useCompany } from "../api/companies";
import { useDepartments, useSaveDepartment } from "../api/departments";
import { CompanySelect } from "../components/company-select";
import { DepartmentForm } from "../components/department-form";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { useListParams } from "../lib/list-params";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** A new department (?companyId=, and ?parentId= to start under a department). */
export function AdminDepartmentNewPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const navigate = useNavigate();
  const params = useListParams();
  const companyId = params.getNumber("companyId") ?? null;
  const parentId = params.getNumber("parentId") ?? null;
  const company = useCompany(companyId);
  const departments = useDepartments(companyId);
  const save = useSaveDepartment();
  const back = companyId ? `${href("AdminDepartments")}?companyId=${companyId}` : href("AdminDepartments");

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("translation:routes.AdminDepartmentNew")}
        intro={company.data?.name}
        back={{ to: back, label: t("translation:routes.AdminDepartments") }}
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="lg">
          <CompanySelect
            label={t("organisation:fields.company")}
            value={companyId}
            onChange={(id) => params.update({ companyId: id, parentId: null })}
            required
            testId="department-new-company"
          />
          {companyId === null ? (
            <Text c="var(--wg-text-muted)">{t("departments.chooseCompany")}</Text>
          ) : (
            <QueryState query={departments} testId="department-new-departments">
              {(list) => (
                <DepartmentForm
                  key={`${companyId}-${parentId ?? ""}`}
                  mode="create"
                  companyId={companyId}
                  initialParentId={parentId}
                  departments={list}
                  onSubmit={async (input) => {
                    await save.mutateAsync({ id: null, input });
                    navigate(`${href("AdminDepartments")}?companyId=${companyId}`, {
                      state: { notice: t("department.created", { name: input.name.trim() }) },
                    });
                  }}
                />
              )}
            </QueryState>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
