import { Button, Paper, Stack, Text } from "@mantine/core";
import { serviceId } from "@wellguard/contract";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { ImportPeopleDialog } from "@/features/people-import/components/import-people-dialog";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCompany, useDeleteCompany, useSaveCompany } from "../api/companies";
import { CompanyFederation } from "../components/company-federation";
import { CompanyForm } from "../components/company-form";
import { ModalDialog } from "../components/modal-dialog";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { ScimTokens } from "../components/scim-tokens";
import { auditHistoryHref } from "../lib/audit-link";
import { formatNumber } from "../lib/format";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

// The integrations panels (issue 21) load with their own strings when a company page opens, not with the admin area.
const IntegrationsPanels = lazy(() =>
  import("@/features/integrations/components/integrations-panels").then(async (m) => {
    await m.loadStrings();
    return { default: m.IntegrationsPanels };
  }),
);

/** One company: the company form, links to its people and departments, and deletion behind a confirmation. */
export function AdminCompanyPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { notice?: string; logoError?: string } | null;
  const company = useCompany(id);
  const save = useSaveCompany();
  const remove = useDeleteCompany();
  const [notice, setNotice] = useState<string | null>(state?.notice ?? null);
  const [confirming, setConfirming] = useState(false);

  return (
    <Stack gap="lg">
      <PageHeader
        title={company.data?.name ?? t("translation:routes.AdminCompany")}
        kind={company.data ? t("audit.entity.companies") : undefined}
        back={{
          to: href("AdminCompaniesManagement"),
          label: t("translation:routes.AdminCompaniesManagement"),
        }}
        actions={
          company.data && (
            <>
              <Button
                component={Link}
                variant="default"
                to={`${href("AdminUsers")}?companyId=${id}`}
                data-testid="company-people-link"
              >
                {t("company.people", { count: formatNumber(company.data.peopleCount) })}
              </Button>
              <Button
                component={Link}
                variant="default"
                to={`${href("AdminDepartments")}?companyId=${id}`}
                data-testid="company-departments-link"
              >
                {t("translation:routes.AdminDepartments")}
              </Button>
              {/* The import where an admin looks for it: on the company, not only behind the users list's filter. */}
              <ImportPeopleDialog
                companyId={id}
                area="ADMIN"
                onImported={() => setNotice(t("users.imported"))}
              />
              <Button component={Link} variant="default" to={href("AdminDashboardDetail", { id })}>
                {t("company.dashboard")}
              </Button>
              <Button
                component={Link}
                variant="default"
                to={auditHistoryHref("companies", id)}
                data-testid="company-history-link"
              >
                {t("audit.history")}
              </Button>
            </>
          )
        }
      />
      {notice && (
        <FormMessage id="company-notice" tone="success" testId="company-notice">
          {notice}
        </FormMessage>
      )}
      <QueryState query={company} testId="company">
        {(data) => (
          <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
            <Stack gap="md">
              {data.federated && <Text>{t("company.federated")}</Text>}
              <CompanyForm
                // A fresh form for each saved version of the company.
                key={`${data.stakeholderId}-${data.logo ?? ""}`}
                mode="edit"
                initial={data}
                initialErrors={state?.logoError ? { logo: state.logoError } : undefined}
                onSubmit={async (input, logo) => {
                  setNotice(null);
                  await save.mutateAsync({ id, input, logo });
                  setNotice(t("organisation:saved"));
                }}
                extraActions={
                  <Button
                    variant="outline"
                    color="red.9"
                    onClick={() => {
                      remove.reset();
                      setConfirming(true);
                    }}
                    data-testid="company-delete"
                  >
                    {t("organisation:actions.delete")}
                  </Button>
                }
              />
              {data.childCompanyCount > 0 && (
                <Text size="sm" data-testid="company-children">
                  {t("company.children", { count: formatNumber(data.childCompanyCount) })}
                </Text>
              )}
            </Stack>
          </Paper>
        )}
      </QueryState>
      {/* Identity settings exist only for the services contracted (issue 20): federation (6), scim (9). */}
      {company.data?.services.includes(serviceId("federation")) && <CompanyFederation companyId={id} />}
      {company.data?.services.includes(serviceId("scim")) && <ScimTokens companyId={id} />}
      {company.data && (
        <Suspense fallback={null}>
          <IntegrationsPanels companyId={id} actingAdmin />
        </Suspense>
      )}
      <ModalDialog
        open={confirming}
        title={t("company.deleteTitle", { name: company.data?.name ?? "" })}
        onClose={() => setConfirming(false)}
        confirmLabel={t("organisation:actions.delete")}
        danger
        busy={remove.isPending}
        error={
          remove.error ? t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null)) : undefined
        }
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () =>
              navigate(href("AdminCompaniesManagement"), {
                state: { notice: t("company.deleted", { name: company.data?.name ?? "" }) },
              }),
          })
        }
        testId="company-delete-dialog"
      >
        <Text>
          {t("company.deleteText", {
            name: company.data?.name ?? "",
            count: formatNumber(company.data?.peopleCount ?? 0),
          })}
        </Text>
      </ModalDialog>
    </Stack>
  );
}
