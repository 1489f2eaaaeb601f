import { Button, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { href } from "@/app/paths";
import { setManagedCompanyId } from "@/lib/storage";
import { useManagedCompanyId } from "@/lib/use-managed-company";
import { FormMessage } from "@/ui/form-message";
import { useManagedCompanies } from "../api/managed-companies";
import { type CompaniesManagementState, LoadError, Loading } from "../components/controller-page";
import { safeReturn } from "../lib/return-path";
import { loadControllerStrings } from "../strings";
import "../components/controller.css";

export const loadStrings = loadControllerStrings;

/**
 * Companies management (spec §2, §6): the companies this controller manages; choosing one makes it the managed
 * company every other controller page works on. With exactly one it is already chosen (at sign-in).
 */
export function ControllerCompaniesManagementPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as CompaniesManagementState;
  const managedId = useManagedCompanyId();
  const companies = useManagedCompanies();
  const list = companies.data;
  const only = list?.length === 1 ? list[0] : undefined;

  // One company: it is the managed one (also when the stored choice is missing or stale).
  useEffect(() => {
    if (only && managedId !== only.stakeholderId) setManagedCompanyId(only.stakeholderId);
  }, [only, managedId]);

  function choose(companyId: number) {
    setManagedCompanyId(companyId);
    navigate(safeReturn(state.from) ?? href("ControllerDashboard"));
  }

  const logo = (src: string | null) =>
    src ? (
      <img
        src={src}
        alt=""
        className="wg-card-logo"
        onError={(event) => {
          event.currentTarget.hidden = true;
        }}
      />
    ) : null;

  return (
    <Stack gap="lg" data-testid="companies-management">
      <div>
        <Title order={1}>{t("translation:routes.ControllerCompaniesManagement")}</Title>
        <Text c="var(--wg-text-muted)">{t("companies.intro")}</Text>
      </div>
      {state.notice === "chooseCompany" && (
        <FormMessage id="choose-company-notice" tone="info" testId="choose-company-notice">
          {t("companies.chooseFirst")}
        </FormMessage>
      )}
      {companies.isPending && <Loading testId="companies-loading" />}
      {companies.isError && (
        <LoadError
          error={companies.error}
          onRetry={() => void companies.refetch()}
          testId="companies-error"
        />
      )}
      {list && list.length === 0 && (
        <Text role="status" data-testid="companies-empty">
          {t("companies.empty")}
        </Text>
      )}
      {list && list.length > 0 && (
        <ul className="wg-cards" aria-label={t("companies.listLabel")} data-testid="companies-list">
          {list.map((company) => {
            const current = company.stakeholderId === managedId;
            return (
              <li
                key={company.stakeholderId}
                className="wg-card"
                data-current={current}
                aria-current={current ? "true" : undefined}
                data-testid="company-card"
                data-id={company.stakeholderId}
              >
                {logo(company.logo)}
                <Title
                  order={2}
                  size="h4"
                  id={`company-name-${company.stakeholderId}`}
                  style={{ overflowWrap: "anywhere" }}
                >
                  {company.name}
                </Title>
                <Text size="sm">
                  {t("companies.people", { n: company.peopleCount })}
                  {" · "}
                  {t("companies.departments", { n: company.departmentCount })}
                </Text>
                {current && (
                  <Text size="sm" fw={600} c="#0b3d6b" data-testid="company-current">
                    {t("companies.current")}
                  </Text>
                )}
                <Button
                  variant={current ? "default" : "filled"}
                  classNames={{ root: "wg-wrap-button", label: "wg-wrap-button-label" }}
                  onClick={() => choose(company.stakeholderId)}
                  aria-describedby={`company-name-${company.stakeholderId}`}
                  data-testid="company-choose"
                >
                  {current ? t("companies.continue") : t("companies.choose")}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}

export default ControllerCompaniesManagementPage;
