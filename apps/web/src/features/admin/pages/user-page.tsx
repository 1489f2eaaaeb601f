import { Button, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCompany } from "../api/companies";
import { useDeletePerson, usePerson, useSavePerson, useSendCredentials } from "../api/people";
import { AdminPersonForm } from "../components/admin-person-form";
import { ModalDialog } from "../components/modal-dialog";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { auditHistoryHref } from "../lib/audit-link";
import { formatNumber } from "../lib/format";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** One person: PersonForm (ADMIN area), credential e-mail and deletion, each behind a confirmation. */
export function AdminUserPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const person = usePerson(id);
  const company = useCompany(person.data?.company.stakeholderId ?? null);
  const save = useSavePerson();
  const remove = useDeletePerson();
  const credentials = useSendCredentials();
  const [notice, setNotice] = useState<string | null>(
    (location.state as { notice?: string } | null)?.notice ?? null,
  );
  const [dialog, setDialog] = useState<"delete" | "credentials" | null>(null);
  const fullName = person.data
    ? `${person.data.name} ${person.data.surname}`.trim() || person.data.login
    : "";
  const failure = dialog === "delete" ? remove.error : credentials.error;

  return (
    <Stack gap="lg">
      <PageHeader
        title={fullName || t("translation:routes.AdminUser")}
        kind={person.data ? t("audit.entity.people") : undefined}
        intro={person.data ? `${person.data.company.name} · ${person.data.login}` : undefined}
        actions={
          person.data && (
            <Button
              component={Link}
              variant="default"
              to={auditHistoryHref("people", id)}
              data-testid="user-history-link"
            >
              {t("audit.history")}
            </Button>
          )
        }
        back={{
          to: person.data
            ? `${href("AdminUsers")}?companyId=${person.data.company.stakeholderId}`
            : href("AdminUsers"),
          label: t("translation:routes.AdminUsers"),
        }}
      />
      {notice && (
        <FormMessage id="user-notice" tone="success" testId="user-notice">
          {notice}
        </FormMessage>
      )}
      <QueryState query={person} testId="user">
        {(data) => (
          <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
            <Stack gap="md">
              {data.federated && <Text>{t("user.federated")}</Text>}
              {!data.hasPassword && !data.federated && <Text>{t("user.noPassword")}</Text>}
              <QueryState query={company} testId="user-company">
                {(companyData) => (
                  <AdminPersonForm
                    key={data.stakeholderId}
                    mode="edit"
                    company={companyData}
                    initial={data}
                    onSubmit={async (input) => {
                      setNotice(null);
                      await save.mutateAsync({ id, input });
                      setNotice(t("organisation:saved"));
                    }}
                    extraActions={
                      <>
                        <Button
                          variant="default"
                          onClick={() => {
                            credentials.reset();
                            setDialog("credentials");
                          }}
                          disabled={data.federated || !data.email}
                          data-testid="user-send-credentials"
                        >
                          {t("user.sendCredentials")}
                        </Button>
                        <Button
                          variant="outline"
                          color="red.9"
                          onClick={() => {
                            remove.reset();
                            setDialog("delete");
                          }}
                          data-testid="user-delete"
                        >
                          {t("organisation:actions.delete")}
                        </Button>
                      </>
                    }
                  />
                )}
              </QueryState>
            </Stack>
          </Paper>
        )}
      </QueryState>
      <ModalDialog
        open={dialog === "delete"}
        title={t("user.deleteTitle", { name: fullName })}
        onClose={() => setDialog(null)}
        confirmLabel={t("organisation:actions.delete")}
        danger
        busy={remove.isPending}
        error={failure ? t(errorMessageKey(isApiError(failure) ? failure.code : null)) : undefined}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () =>
              navigate(
                person.data
                  ? `${href("AdminUsers")}?companyId=${person.data.company.stakeholderId}`
                  : href("AdminUsers"),
                { state: { notice: t("user.deleted", { name: fullName }) } },
              ),
          })
        }
        testId="user-delete-dialog"
      >
        <Text>{t("user.deleteText")}</Text>
      </ModalDialog>
      <ModalDialog
        open={dialog === "credentials"}
        title={t("user.credentialsTitle", { name: fullName })}
        onClose={() => setDialog(null)}
        confirmLabel={t("bulk.send")}
        busy={credentials.isPending}
        error={failure ? t(errorMessageKey(isApiError(failure) ? failure.code : null)) : undefined}
        onConfirm={() =>
          credentials.mutate([id], {
            onSuccess: (result) => {
              setDialog(null);
              setNotice(
                result.sent > 0
                  ? t("user.credentialsSent", { email: person.data?.email ?? "" })
                  : t("bulk.emailsDone", {
                      sent: formatNumber(result.sent),
                      skipped: formatNumber(result.skipped),
                    }),
              );
            },
          })
        }
        testId="user-credentials-dialog"
      >
        <Text>{t("user.credentialsText", { email: person.data?.email ?? "" })}</Text>
      </ModalDialog>
    </Stack>
  );
}
