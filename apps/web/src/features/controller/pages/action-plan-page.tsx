import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import {
  type ActionPlanTarget,
  DIMENSION_DEFINITIONS,
  formatShortDate,
  type TActionPlan,
  type TActionPlanItem,
  type TActionRecommendation,
  type TManagedCompany,
} from "@wellguard/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { DataTable } from "@/features/organisation/components/data-table";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useActionPlan, useAssign, useCatalogue } from "../api/action-plan";
import { useDepartments } from "../api/departments";
import { useTags } from "../api/tags";
import { ModalDialog } from "../components/confirm-dialog";
import { ControllerPage } from "../components/controller-page";
import { DateField } from "../components/date-field";
import { NativeSelectField } from "../components/native-select";
import { PersonPickerDialog } from "../components/person-picker";
import { loadControllerStrings } from "../strings";

export const loadStrings = loadControllerStrings;

/** The area's code (the dashboard's names of the seven areas) from its dimension id. */
const AREA_CODE = new Map<number, string>(DIMENSION_DEFINITIONS.map((d) => [d.id, d.code]));
/** The due date an assignment proposes: two weeks from today. */
const DEFAULT_DAYS = 14;

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dateOf = (day: string) => formatShortDate(`${day}T12:00:00Z`, currentLocale());

/**
 * The action plan (spec §2 action-plan; docs/action-plans.md): the awareness areas to work on, with the people
 * and departments they concern and the resources that train them, and the resources assigned, with completion,
 * overdue people and the effect on the area. Assigning opens a dialog (resources, who, due date).
 */
export function ActionPlanPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("translation:routes.ActionPlan")}
      intro={t("actionPlan.intro")}
      actions={
        <Anchor component={Link} to={href("CompanyActionPlan")} data-testid="action-plan-printable">
          {t("actionPlan.printable")}
        </Anchor>
      }
      testId="action-plan"
    >
      {(company) => <Plan key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

/** What the assign dialog starts with: a recommendation's resources and people, or nothing chosen. */
interface Draft {
  assetIds: number[];
  dimensionId: number | null;
  kind: ActionPlanTarget;
}

function Plan({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const plan = useActionPlan(company.stakeholderId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (plan.isPending)
    return (
      <Text role="status" data-testid="action-plan-loading">
        {t("translation:common.loading")}
      </Text>
    );
  if (plan.isError)
    return (
      <Stack gap="sm" data-testid="action-plan-error">
        <FormMessage id="action-plan-error-message" tone="error">
          {t(errorMessageKey(isApiError(plan.error) ? plan.error.code : null))}
        </FormMessage>
        <Button variant="default" onClick={() => void plan.refetch()} style={{ alignSelf: "flex-start" }}>
          {t("actionPlan.retry")}
        </Button>
      </Stack>
    );

  return (
    <Stack gap="lg">
      {notice && (
        <FormMessage id="action-plan-notice" tone="success" testId="action-plan-notice">
          {notice}
        </FormMessage>
      )}
      <Recommendations
        recommendations={plan.data.recommendations}
        onAssign={(r) =>
          setDraft({
            assetIds: r.assets.map((a) => a.assetId),
            dimensionId: r.dimensionId,
            kind: "concerned",
          })
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {t("actionPlan.planTitle")}
            </Title>
            <Button
              onClick={() => setDraft({ assetIds: [], dimensionId: null, kind: "departments" })}
              data-testid="action-plan-new"
            >
              {t("actionPlan.newAssignment")}
            </Button>
          </Group>
          <Text size="sm" data-testid="action-plan-totals">
            {t("actionPlan.totals", plan.data.totals)}
          </Text>
          <PlanTable plan={plan.data} />
        </Stack>
      </Paper>
      <AssignDialog
        companyId={company.stakeholderId}
        draft={draft}
        onClose={() => setDraft(null)}
        onAssigned={(items) => {
          setDraft(null);
          setNotice(
            t("actionPlan.assigned", {
              resources: items.length,
              people: Math.max(0, ...items.map((i) => i.assigned)),
            }),
          );
        }}
      />
    </Stack>
  );
}

function Recommendations({
  recommendations,
  onAssign,
}: {
  recommendations: TActionRecommendation[];
  onAssign: (r: TActionRecommendation) => void;
}) {
  const { t } = useTranslation("controller");
  return (
    <section aria-labelledby="action-plan-recommended">
      <Stack gap="sm">
        <Title order={2} size="h3" id="action-plan-recommended">
          {t("actionPlan.recommendedTitle")}
        </Title>
        {recommendations.length === 0 ? (
          <Text data-testid="action-plan-no-recommendations">{t("actionPlan.noRecommendations")}</Text>
        ) : (
          <ul className="wg-cards">
            {recommendations.map((r) => (
              <RecommendationCard key={r.dimensionId} recommendation={r} onAssign={() => onAssign(r)} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

function RecommendationCard({
  recommendation: r,
  onAssign,
}: {
  recommendation: TActionRecommendation;
  onAssign: () => void;
}) {
  const { t } = useTranslation("controller");
  const titleId = useId();
  const area = t(`dashboard.dimensions.${r.code}`);
  return (
    <li className="wg-card" aria-labelledby={titleId} data-testid={`recommendation-${r.code}`}>
      <span className={`wg-level wg-level--${r.level}`}>{t(`actionPlan.level.${r.level}`)}</span>
      <Title order={3} size="h4" id={titleId}>
        {area}
      </Title>
      <Text size="sm">{t("actionPlan.areaFigures", { mean: r.mean ?? "—", people: r.people })}</Text>
      {r.departments.length > 0 && (
        <Text size="sm">
          {t("actionPlan.where", {
            list: r.departments
              .map((d) =>
                t("actionPlan.departmentPeople", {
                  name: d.name ?? t("actionPlan.noDepartment"),
                  n: d.people,
                }),
              )
              .join(", "),
          })}
        </Text>
      )}
      {r.assets.length === 0 ? (
        <Text size="sm">{t("dashboard.awareness.noAssets")}</Text>
      ) : (
        <ul className="wg-plan-assets">
          {r.assets.map((a) => (
            <li key={a.assetId}>{t("dashboard.awareness.asset", { title: a.title, minutes: a.minutes })}</li>
          ))}
        </ul>
      )}
      {r.people > 0 && r.assets.length > 0 && (
        <div className="wg-card-actions">
          <Button
            variant="light"
            onClick={onAssign}
            aria-label={t("actionPlan.assignConcernedNamed", { area, n: r.people })}
            data-testid={`recommendation-assign-${r.code}`}
          >
            {t("actionPlan.assignConcerned", { n: r.people })}
          </Button>
        </div>
      )}
    </li>
  );
}

/** Who an item went to, in words. */
function useTargetLabel() {
  const { t } = useTranslation("controller");
  return (item: TActionPlanItem) => {
    const { kind, names, ids } = item.target;
    if (kind === "departments" || kind === "tags")
      return t(`actionPlan.target.${kind}Named`, { names: names.join(", ") });
    if (kind === "people") return t("actionPlan.target.peopleCount", { n: ids.length });
    if (kind === "concerned" && item.dimensionId !== null)
      return t("actionPlan.target.concernedIn", {
        area: t(`dashboard.dimensions.${AREA_CODE.get(item.dimensionId) ?? ""}`),
      });
    return t(`actionPlan.target.${kind}`);
  };
}

export function PlanTable({ plan }: { plan: TActionPlan }) {
  const { t } = useTranslation("controller");
  const targetLabel = useTargetLabel();
  return (
    <DataTable<TActionPlanItem>
      caption={t("actionPlan.caption", { company: plan.companyName })}
      columns={[
        { key: "asset", header: t("actionPlan.columns.resource"), cell: (item) => item.asset.title },
        { key: "target", header: t("actionPlan.columns.target"), cell: targetLabel },
        {
          key: "due",
          header: t("actionPlan.columns.due"),
          nowrap: true,
          cell: (item) => dateOf(item.dueDate),
        },
        {
          key: "completed",
          header: t("actionPlan.columns.completed"),
          nowrap: true,
          cell: (item) =>
            t("actionPlan.completedOf", {
              completed: item.completed,
              assigned: item.assigned,
              percent: item.assigned > 0 ? Math.round((item.completed * 100) / item.assigned) : 0,
            }),
        },
        {
          key: "overdue",
          header: t("actionPlan.columns.overdue"),
          nowrap: true,
          cell: (item) => <span className={item.overdue > 0 ? "wg-overdue" : undefined}>{item.overdue}</span>,
        },
        {
          key: "effect",
          header: t("actionPlan.columns.effect"),
          cell: (item) =>
            item.effect
              ? t("actionPlan.effect", item.effect)
              : t(item.dimensionId === null ? "actionPlan.noArea" : "actionPlan.noEffectYet"),
        },
      ]}
      rows={plan.items}
      rowId={(item) => item.itemId}
      total={plan.items.length}
      page={1}
      pageSize={Math.max(1, plan.items.length)}
      onPageChange={() => undefined}
      loading={false}
      emptyText={t("actionPlan.emptyPlan")}
      testId="action-plan-items"
      stackOnPhones
    />
  );
}

function AssignDialog({
  companyId,
  draft,
  onClose,
  onAssigned,
}: {
  companyId: number;
  draft: Draft | null;
  onClose: () => void;
  onAssigned: (items: TActionPlanItem[]) => void;
}) {
  const { t } = useTranslation("controller");
  return (
    <ModalDialog
      open={draft !== null}
      title={t("actionPlan.assignTitle")}
      onClose={onClose}
      testId="assign-dialog"
    >
      {draft && <AssignForm companyId={companyId} draft={draft} onClose={onClose} onAssigned={onAssigned} />}
    </ModalDialog>
  );
}

function AssignForm({
  companyId,
  draft,
  onClose,
  onAssigned,
}: {
  companyId: number;
  draft: Draft;
  onClose: () => void;
  onAssigned: (items: TActionPlanItem[]) => void;
}) {
  const { t } = useTranslation("controller");
  const catalogue = useCatalogue();
  const departments = useDepartments(companyId);
  const tags = useTags(companyId);
  const assign = useAssign(companyId);
  const [assetIds, setAssetIds] = useState<number[]>(draft.assetIds);
  const [kind, setKind] = useState<ActionPlanTarget>(draft.kind);
  const [ids, setIds] = useState<number[]>([]);
  const [dueDate, setDueDate] = useState(dayAfter(DEFAULT_DAYS));
  const [problem, setProblem] = useState<string | null>(null);
  const kinds: ActionPlanTarget[] = [
    ...(draft.dimensionId !== null ? (["concerned"] as const) : []),
    "departments",
    "tags",
    "people",
    "company",
  ];
  const [picking, setPicking] = useState(false);
  const choices =
    kind === "departments"
      ? (departments.data ?? []).map((d) => ({ id: d.id, name: d.name }))
      : kind === "tags"
        ? (tags.data ?? []).map((tag) => ({ id: tag.id, name: tag.name }))
        : [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (assetIds.length === 0) return setProblem(t("actionPlan.chooseResource"));
    if ((kind === "departments" || kind === "tags" || kind === "people") && ids.length === 0)
      return setProblem(t(`actionPlan.choose.${kind}`));
    try {
      const items = await assign.mutateAsync({
        assetIds,
        dimensionId: draft.dimensionId,
        target: { kind, ids: kind === "departments" || kind === "tags" || kind === "people" ? ids : [] },
        dueDate,
      });
      onAssigned(items);
    } catch (error) {
      setProblem(t(errorMessageKey(isApiError(error) ? error.code : null)));
    }
  }

  const toggle = (list: number[], id: number) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="assign-form">
      <Stack gap="md">
        <fieldset className="wg-fieldset">
          <legend className="wg-label">{t("actionPlan.resources")}</legend>
          {catalogue.isPending ? (
            <Text role="status">{t("translation:common.loading")}</Text>
          ) : (
            <div className="wg-plan-choices">
              {(catalogue.data?.assets ?? [])
                .filter((a) => draft.assetIds.length === 0 || draft.assetIds.includes(a.assetId))
                .map((a) => (
                  <label key={a.assetId} className="wg-check">
                    <input
                      type="checkbox"
                      checked={assetIds.includes(a.assetId)}
                      onChange={() => setAssetIds(toggle(assetIds, a.assetId))}
                      data-testid={`assign-asset-${a.assetId}`}
                    />{" "}
                    {t("dashboard.awareness.asset", { title: a.title, minutes: a.minutes })}
                  </label>
                ))}
            </div>
          )}
        </fieldset>
        <NativeSelectField
          label={t("actionPlan.who")}
          value={kind}
          options={kinds.map((k) => ({ value: k, label: t(`actionPlan.target.${k}`) }))}
          onChange={(value) => {
            setKind(value as ActionPlanTarget);
            setIds([]);
          }}
          testId="assign-kind"
        />
        {(kind === "departments" || kind === "tags") && (
          <fieldset className="wg-fieldset">
            <legend className="wg-label">{t(`actionPlan.target.${kind}`)}</legend>
            {choices.length === 0 ? (
              <Text size="sm">{t(`actionPlan.none.${kind}`)}</Text>
            ) : (
              <div className="wg-plan-choices">
                {choices.map((c) => (
                  <label key={c.id} className="wg-check">
                    <input
                      type="checkbox"
                      checked={ids.includes(c.id)}
                      onChange={() => setIds(toggle(ids, c.id))}
                      data-testid={`assign-target-${c.id}`}
                    />{" "}
                    {c.name}
                  </label>
                ))}
              </div>
            )}
            {kind === "departments" && <Text size="xs">{t("actionPlan.subDepartments")}</Text>}
          </fieldset>
        )}
        {kind === "people" && (
          <Group gap="sm" wrap="wrap">
            <Text size="sm" data-testid="assign-people-count">
              {t("actionPlan.target.peopleCount", { n: ids.length })}
            </Text>
            <Button variant="default" size="xs" onClick={() => setPicking(true)} data-testid="assign-people">
              {t("actionPlan.choosePeople")}
            </Button>
          </Group>
        )}
        <DateField
          label={t("actionPlan.dueDate")}
          value={dueDate}
          min={dayAfter(0)}
          onChange={setDueDate}
          testId="assign-due"
        />
        {problem && (
          <FormMessage id="assign-problem" tone="error" testId="assign-problem">
            {problem}
          </FormMessage>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("actionPlan.cancel")}
          </Button>
          <Button type="submit" loading={assign.isPending} data-testid="assign-submit">
            {t("actionPlan.assign")}
          </Button>
        </Group>
      </Stack>
      <PersonPickerDialog
        open={picking}
        title={t("actionPlan.pickTitle")}
        companyId={companyId}
        confirmLabel={(n) => t("actionPlan.pickConfirm", { n })}
        busy={false}
        onConfirm={(chosen) => {
          setIds(chosen);
          setPicking(false);
        }}
        onClose={() => setPicking(false)}
      />
    </form>
  );
}

/**
 * /company/action-plan: the company-wide plan in a form fit to print (docs/action-plans.md): the areas to work
 * on and every assignment with its progress, without the menu when printed.
 */
export function CompanyActionPlanPage() {
  const { t } = useTranslation("controller");
  return (
    <ControllerPage
      title={t("actionPlan.printTitle")}
      intro={t("actionPlan.printIntro")}
      actions={
        <Group gap="sm" className="wg-no-print">
          <Anchor component={Link} to={href("ActionPlan")}>
            {t("actionPlan.backToPlan")}
          </Anchor>
          <Button onClick={() => window.print()} data-testid="action-plan-print">
            {t("actionPlan.print")}
          </Button>
        </Group>
      }
      testId="company-action-plan"
    >
      {(company) => <Printable key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

function Printable({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const plan = useActionPlan(company.stakeholderId);
  if (plan.isPending) return <Text role="status">{t("translation:common.loading")}</Text>;
  if (plan.isError)
    return (
      <FormMessage id="company-action-plan-error" tone="error">
        {t(errorMessageKey(isApiError(plan.error) ? plan.error.code : null))}
      </FormMessage>
    );
  return (
    <Stack gap="lg" className="wg-printable">
      <Text data-testid="company-action-plan-heading">
        {t("actionPlan.printHeading", { company: plan.data.companyName, date: dateOf(plan.data.today) })}
      </Text>
      <Text size="sm">{t("actionPlan.totals", plan.data.totals)}</Text>
      <section aria-labelledby="printable-areas">
        <Title order={2} size="h3" id="printable-areas">
          {t("actionPlan.recommendedTitle")}
        </Title>
        {plan.data.recommendations.length === 0 ? (
          <Text>{t("actionPlan.noRecommendations")}</Text>
        ) : (
          <ul>
            {plan.data.recommendations.map((r) => (
              <li key={r.dimensionId}>
                {t(`dashboard.dimensions.${r.code}`)}:{" "}
                {t("actionPlan.areaFigures", { mean: r.mean ?? "—", people: r.people })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="printable-plan">
        <Title order={2} size="h3" id="printable-plan">
          {t("actionPlan.planTitle")}
        </Title>
        <PlanTable plan={plan.data} />
      </section>
    </Stack>
  );
}
