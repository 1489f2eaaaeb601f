import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { href } from "@/app/paths";
import { apiFieldCodes } from "@/features/organisation/lib/form-errors";
import { LogoUploadError, useSaveCompany } from "../api/companies";
import { CompanyForm } from "../components/company-form";
import { PageHeader } from "../components/page-header";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** A new company: saved first, then its logo; the page then moves to the company's own page. */
export function AdminCompanyNewPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const navigate = useNavigate();
  const save = useSaveCompany();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("translation:routes.AdminCompanyNew")}
        back={{
          to: href("AdminCompaniesManagement"),
          label: t("translation:routes.AdminCompaniesManagement"),
        }}
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <CompanyForm
          mode="create"
          onSubmit={async (input, logo) => {
            try {
              const company = await save.mutateAsync({ id: null, input, logo });
              navigate(href("AdminCompany", { id: company.stakeholderId }), {
                state: { notice: t("company.created") },
              });
            } catch (failure) {
              // The company exists; only its logo was refused: continue on its page with the logo's error.
              if (failure instanceof LogoUploadError) {
                const codes = apiFieldCodes(failure.cause);
                navigate(href("AdminCompany", { id: failure.company.stakeholderId }), {
                  state: {
                    notice: t("company.createdWithoutLogo"),
                    logoError: codes.logo ?? codes._ ?? "ND1004",
                  },
                });
                return;
              }
              throw failure;
            }
          }}
        />
      </Paper>
    </Stack>
  );
}
