import { Button, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { href } from "@/app/paths";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCompany } from "../api/companies";
import { useDeleteDepartment, useDepartment, useDepartments, useSaveDepartment } from "../api/departments";
import { DepartmentForm } from "../components/department-form";
import { ModalDialog } from "../components/modal-dialog";
import { PageHeader } from "../components/page-header";
import { QueryState } from "../components/query-state";
import { auditHistoryHref } from "../lib/audit-link";
import { formatNumber } from "../lib/format";
import { loadAdminStrings } from "../strings";

export const loadStrings = loadAdminStrings;

/** One department: rename, move under another parent of the same company, or delete (its people move up). */
export function AdminDepartmentPage() {
  const { t } = useTranslation(["admin", "organisation"]);
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const department = useDepartment(id);
  const companyId = department.data?.stakeholderCompanyId ?? null;
  const company = useCompany(companyId);
  const departments = useDepartments(companyId);
  const save = useSaveDepartment();
  const remove = useDeleteDepartment();
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const listLink = companyId
    ? `${href("AdminDepartments")}?companyId=${companyId}`
    : href("AdminDepartments");
  const data = department.data;
  const parentName = data?.stakeholderDepartmentParentName ?? null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.name ?? t("translation:routes.AdminDepartment")}
        kind={data ? t("audit.entity.departments") : undefined}
        intro={company.data?.name}
        back={{ to: listLink, label: t("translation:routes.AdminDepartments") }}
        actions={
          data && (
            <>
              <Button
                component={Link}
                variant="default"
                to={`${href("AdminUsers")}?companyId=${data.stakeholderCompanyId}&departmentId=${data.id}`}
                data-testid="department-people-link"
              >
                {t("department.people", { count: formatNumber(data.peopleCount) })}
              </Button>
              <Button
                component={Link}
                variant="default"
                to={auditHistoryHref("departments", data.id)}
                data-testid="department-history-link"
              >
                {t("audit.history")}
              </Button>
            </>
          )
        }
      />
      {notice && (
        <FormMessage id="department-notice" tone="success" testId="department-notice">
          {notice}
        </FormMessage>
      )}
      <QueryState query={department} testId="department">
        {(current) => (
          <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
            <QueryState query={departments} testId="department-siblings">
              {(list) => (
                <DepartmentForm
                  key={current.id}
                  mode="edit"
                  companyId={current.stakeholderCompanyId}
                  initial={current}
                  departments={list}
                  onSubmit={async (input) => {
                    setNotice(null);
                    await save.mutateAsync({ id, input });
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
                      data-testid="department-delete"
                    >
                      {t("organisation:actions.delete")}
                    </Button>
                  }
                />
              )}
            </QueryState>
          </Paper>
        )}
      </QueryState>
      <ModalDialog
        open={confirming}
        title={t("department.deleteTitle", { name: data?.name ?? "" })}
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
              navigate(listLink, { state: { notice: t("department.deleted", { name: data?.name ?? "" }) } }),
          })
        }
        testId="department-delete-dialog"
      >
        <Text>
          {parentName
            ? t("department.deleteMovesToParent", { parent: parentName })
            : t("department.deleteMovesToCompany", { company: company.data?.name ?? "" })}
        </Text>
      </ModalDialog>
    </Stack>
  );
}
