import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { href } from "@/app/paths";
import { DepartmentTree } from "@/features/organisation/components/department-tree";
import { FormMessage } from "@/ui/form-message";
import { useCompany } from "../api/companies";
import { useDepartments } from "../api/departments";
import { CompanySelect } from "../components/company-select";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { useListParams } from "../lib/list-params";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** A company's departments as a tree with people counts; each opens its own page, or lists its people. */
export function AdminDepartmentsPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  const params = useListParams();
  const companyId = params.getNumber("companyId") ?? null;
  const company = useCompany(companyId);
  const departments = useDepartments(companyId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("translation:routes.AdminDepartments")}
        intro={t("departments.intro")}
        actions={
          companyId !== null && (
            <Button
              component={Link}
              to={`${href("AdminDepartmentNew")}?companyId=${companyId}`}
              data-testid="departments-new"
            >
              {t("departments.new")}
            </Button>
          )
        }
      />
      {notice && (
        <FormMessage id="departments-notice" tone="success" testId="departments-notice">
          {notice}
        </FormMessage>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <CompanySelect
            label={t("organisation:fields.company")}
            value={companyId}
            onChange={(id) => params.update({ companyId: id })}
            testId="departments-company"
          />
          {companyId === null ? (
            <Text c="var(--wg-text-muted)" data-testid="departments-choose">
              {t("departments.chooseCompany")}
            </Text>
          ) : (
            <QueryState query={departments} testId="departments">
              {(list) => (
                <Stack gap="xs">
                  <Text size="sm" c="var(--wg-text-muted)">
                    {t("departments.treeHelp")}
                  </Text>
                  <DepartmentTree
                    departments={list}
                    label={t("departments.treeLabel", { company: company.data?.name ?? "" })}
                    onSelect={(d) => navigate(href("AdminDepartment", { id: d.id }))}
                    renderActions={(d) => (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          component={Link}
                          to={href("AdminDepartment", { id: d.id })}
                          variant="subtle"
                          size="compact-sm"
                          aria-label={t("departments.editNamed", { name: d.name })}
                        >
                          {t("organisation:actions.edit")}
                        </Button>
                        <Button
                          component={Link}
                          to={`${href("AdminDepartmentNew")}?companyId=${companyId}&parentId=${d.id}`}
                          variant="subtle"
                          size="compact-sm"
                          aria-label={t("departments.addChildNamed", { name: d.name })}
                          data-testid="departments-add-child"
                        >
                          {t("departments.addChild")}
                        </Button>
                        <Button
                          component={Link}
                          to={`${href("AdminUsers")}?companyId=${companyId}&departmentId=${d.id}`}
                          variant="subtle"
                          size="compact-sm"
                          aria-label={t("departments.peopleNamed", { name: d.name })}
                        >
                          {t("organisation:fields.people")}
                        </Button>
                      </Group>
                    )}
                    testId="departments-tree"
                  />
                </Stack>
              )}
            </QueryState>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
