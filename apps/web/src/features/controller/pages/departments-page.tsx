import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { TDepartmentNode, TManagedCompany } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { href } from "@/app/paths";
import { DepartmentTree } from "@/features/organisation/components/department-tree";
import { useDepartments } from "../api/departments";
import { ControllerPage, LoadError, Loading } from "../components/controller-page";
import { loadControllerStrings } from "../strings";

export const loadStrings = loadControllerStrings;

/** Departments (spec §2): the managed company's department tree with people counts, direct and in total. */
export function DepartmentsPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  return (
    <ControllerPage
      title={t("translation:routes.Departments")}
      intro={t("departments.intro")}
      testId="departments"
    >
      {(company) => <Departments key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function Departments({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const navigate = useNavigate();
  const departments = useDepartments(company.stakeholderId);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
      <Stack gap="sm">
        {departments.isPending && <Loading testId="departments-loading" />}
        {departments.isError && (
          <LoadError
            error={departments.error}
            onRetry={() => void departments.refetch()}
            testId="departments-error"
          />
        )}
        {departments.data && (
          <>
            <AlertDepartments departments={departments.data} />
            <Text size="sm" c="var(--wg-text-muted)" data-testid="departments-summary">
              {t("departments.summary", { n: departments.data.length, people: company.peopleCount })}
            </Text>
            <DepartmentTree
              departments={departments.data}
              label={t("departments.treeLabel", { company: company.name })}
              onSelect={(department) => navigate(href("Department", { id: department.id }))}
              renderActions={(department) => (
                <Anchor
                  component={Link}
                  to={href("Department", { id: department.id })}
                  size="sm"
                  c="var(--wg-link)"
                  underline="always"
                  data-testid="department-open"
                >
                  {t("departments.open")}
                  <span className="wg-visually-hidden"> {department.name}</span>
                </Anchor>
              )}
              testId="departments-tree"
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The departments a dashboard alert concerns (`?ids=1,2`, spec §3 "Dashboard alert": its link target is
 * Departments), listed first with links to each; the whole tree stays below.
 */
function AlertDepartments({ departments }: { departments: TDepartmentNode[] }) {
  const { t } = useTranslation("controller");
  const [params] = useSearchParams();
  const ids = new Set(
    (params.get("ids") ?? "")
      .split(",")
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  );
  const concerned = departments.filter((d) => ids.has(d.id));
  if (concerned.length === 0) return null;
  return (
    <section aria-labelledby="alert-departments-title" data-testid="alert-departments">
      <Title order={2} size="h4" id="alert-departments-title">
        {t("dashboard.alertFilter.title")}
      </Title>
      <Text size="sm">{t("dashboard.alertFilter.intro")}</Text>
      <ul>
        {concerned.map((d) => (
          <li key={d.id}>
            <Anchor
              component={Link}
              to={href("Department", { id: d.id })}
              c="var(--wg-link)"
              underline="always"
            >
              {d.name}
            </Anchor>
          </li>
        ))}
      </ul>
      <Anchor component={Link} to={href("Departments")} c="var(--wg-link)" underline="always" size="sm">
        {t("dashboard.alertFilter.all")}
      </Anchor>
    </section>
  );
}

export default DepartmentsPage;
