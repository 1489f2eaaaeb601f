import { Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { href } from "@/app/paths";
import { useCompany } from "../api/companies";
import { useSavePerson } from "../api/people";
import { AdminPersonForm } from "../components/admin-person-form";
import { CompanySelect } from "../components/company-select";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { useListParams } from "../lib/list-params";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** A new person: the company first (its departments and services shape the form), then the person's details. */
export function AdminUserNewPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const navigate = useNavigate();
  const params = useListParams();
  const companyId = params.getNumber("companyId") ?? null;
  const company = useCompany(companyId);
  const save = useSavePerson();

  return (
    <Stack gap="lg">
      <PageHeader
        title={t("translation:routes.AdminUserNew")}
        back={{ to: href("AdminUsers"), label: t("translation:routes.AdminUsers") }}
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="lg">
          <CompanySelect
            label={t("organisation:fields.company")}
            description={t("user.companyHint")}
            value={companyId}
            onChange={(id) => params.update({ companyId: id })}
            required
            testId="user-new-company"
          />
          {companyId === null ? (
            <Text c="var(--wg-text-muted)">{t("user.chooseCompany")}</Text>
          ) : (
            <QueryState query={company} testId="user-new-company-data">
              {(data) => (
                <AdminPersonForm
                  key={data.stakeholderId}
                  mode="create"
                  company={data}
                  onSubmit={async (input) => {
                    const person = await save.mutateAsync({ id: null, input });
                    navigate(href("AdminUser", { id: person.stakeholderId }), {
                      state: { notice: t("user.created") },
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
