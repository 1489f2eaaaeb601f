import { Anchor, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { TManagedCompany } from "@wellguard/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation } from "react-router";
import { href } from "@/app/paths";
import { BackLink, KIND_LABEL_PROPS } from "@/features/organisation/components/back-link";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { useManagedCompanyId } from "@/lib/use-managed-company";
import { FormMessage } from "@/ui/form-message";
import { type LoadErrorProps, Loading, LoadError as SharedLoadError } from "@/ui/load-state";
import { useManagedCompanies } from "../api/managed-companies";
import { switchReturn } from "../lib/return-path";

/** Why companies-management was opened by a redirect (navigation state). */
export interface CompaniesManagementState {
  notice?: "chooseCompany";
  /** The page the controller wanted; they return to it after choosing. */
  from?: string;
}

/**
 * Frame of every controller page except companies-management: it needs a managed company (spec §6). Without
 * one (or with one the controller no longer manages) it sends the controller to companies-management with a
 * notice; otherwise it shows the title, the managed company's name and a "change company" link.
 */
export function ControllerPage({
  title,
  intro,
  actions,
  back,
  kind,
  titleTestId,
  testId,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /** A record page's link back to its list, above the title (as on the admin pages). */
  back?: { to: string; label: string };
  /** A record page's kind of record, a small label above the title (which is the record's name). */
  kind?: string;
  titleTestId?: string;
  testId: string;
  children: (company: TManagedCompany) => ReactNode;
}) {
  const { t } = useTranslation("controller");
  const managedId = useManagedCompanyId();
  const companies = useManagedCompanies();
  const location = useLocation();
  const choose = (
    <Navigate
      to={href("ControllerCompaniesManagement")}
      replace
      state={
        {
          notice: "chooseCompany",
          from: location.pathname + location.search,
        } satisfies CompaniesManagementState
      }
    />
  );

  if (managedId === null) return choose;
  if (companies.isPending) {
    return (
      <Group role="status" gap="xs" data-testid={`${testId}-loading`}>
        <Loader size="sm" aria-hidden />
        <Text>{t("translation:common.loading")}</Text>
      </Group>
    );
  }
  if (companies.isError) {
    return (
      <Stack gap="sm" data-testid={`${testId}-error`}>
        <Title order={1}>{title}</Title>
        <FormMessage id={`${testId}-error-message`} tone="error">
          {t(errorMessageKey(isApiError(companies.error) ? companies.error.code : null))}
        </FormMessage>
        <Group>
          <Button variant="default" onClick={() => void companies.refetch()}>
            {t("organisation:table.retry")}
          </Button>
        </Group>
      </Stack>
    );
  }
  const company = companies.data.find((c) => c.stakeholderId === managedId);
  if (!company) return choose;

  return (
    <Stack gap="lg" data-testid={testId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          {back && <BackLink to={back.to} label={back.label} />}
          {kind && (
            <Text {...KIND_LABEL_PROPS} mt={back ? 4 : 0} data-testid="page-kind">
              {kind}
            </Text>
          )}
          <Title order={1} style={{ overflowWrap: "anywhere" }} data-testid={titleTestId}>
            {title}
          </Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <Text c="var(--wg-text-muted)" data-testid="managed-company">
              {t("managedCompany", { name: company.name })}
            </Text>
            <Anchor
              component={Link}
              to={href("ControllerCompaniesManagement")}
              state={
                { from: switchReturn(location.pathname, location.search) } satisfies CompaniesManagementState
              }
              c="var(--wg-link)"
              underline="always"
              data-testid="change-company"
            >
              {t("changeCompany")}
            </Anchor>
          </Group>
          {intro && (
            <Text c="var(--wg-text-muted)" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children(company)}
    </Stack>
  );
}

/** The shared failed-load block, with this feature's retry label. */
export function LoadError(props: LoadErrorProps) {
  const { t } = useTranslation("organisation");
  return <SharedLoadError {...props} retryLabel={t("table.retry")} />;
}

export { Loading };
