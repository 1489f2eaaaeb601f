import { Anchor, Badge, Button } from "@mantine/core";
import type { TCampaign, TCampaignDraft, TManagedCompany } from "@wellguard/contract";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { href } from "@/app/paths";
import { DataTable } from "@/features/organisation/components/data-table";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { ConfirmDialog } from "../components/confirm-dialog";
import { LoadError, Loading } from "../components/controller-page";
import { type CampaignFormValues, draftInputOf } from "./draft-form";
import {
  useCampaignDraft,
  useCampaignDrafts,
  useDeleteCampaignDraft,
  useSaveCampaignDraft,
  useScheduleCampaignDraft,
} from "./drafts-api";
import { campaignDateTime, isoDateTime } from "./shared";

/*
 * Campaign drafts (docs/phishing.md "Lifecycle"): the campaign form saved without launching, reopened at
 * /controller/campaigns/new?draft={id}, and listed first on the campaigns page with a delete action.
 */

/** Where a draft opens: the campaign form, filled in. */
export function draftPath(draftId: number): string {
  return `${href("CampaignNew")}?draft=${draftId}`;
}

// The form's values as a draft and back, for the form page.
export { type CampaignFormValues, draftInputOf, formValuesOf } from "./draft-form";

/**
 * The draft named by the address (?draft=), loaded before the form is drawn so the form starts filled in. Saving
 * a new draft adds it to the address without drawing the form again (the form's element stays the same). A draft
 * that is gone (scheduled or deleted) is a 404, which opens the app's not-found page as for any record.
 */
export function DraftGate({
  companyId,
  children,
}: {
  companyId: number;
  children: (draft: TCampaignDraft | undefined) => ReactNode;
}) {
  const [params] = useSearchParams();
  const raw = params.get("draft");
  const draftId = raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
  const draft = useCampaignDraft(companyId, draftId);
  if (raw !== null && draftId === null) return <DraftMissing />;
  if (draftId !== null && !draft.data) {
    return draft.isError ? (
      <LoadError error={draft.error} onRetry={() => void draft.refetch()} testId="campaign-draft-error" />
    ) : (
      <Loading testId="campaign-draft-loading" />
    );
  }
  return children(draftId !== null ? draft.data : undefined);
}

function DraftMissing() {
  const { t } = useTranslation("controller");
  return (
    <FormMessage id="campaign-draft-missing" tone="error" testId="campaign-draft-error">
      {t(errorMessageKey("ND1000"))}
    </FormMessage>
  );
}

/**
 * Saving and scheduling the form as a draft. A new draft's id goes into the address, so a reload or a shared
 * link opens it again; scheduling saves what is on screen first, then runs the normal creation on the server.
 */
export function useDraftActions(companyId: number, initialId: number | null) {
  const navigate = useNavigate();
  const [draftId, setDraftId] = useState(initialId);
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const save = useSaveCampaignDraft(companyId);
  const schedule = useScheduleCampaignDraft(companyId);

  async function saveDraft(values: CampaignFormValues): Promise<number> {
    const saved = await save.mutateAsync({ id: draftId, input: draftInputOf(values) });
    if (draftId === null) {
      setDraftId(saved.draftId);
      navigate(draftPath(saved.draftId), { replace: true });
    }
    setSavedAt(new Date());
    return saved.draftId;
  }

  async function scheduleDraft(values: CampaignFormValues): Promise<TCampaign> {
    const id = await saveDraft(values);
    return schedule.mutateAsync(id);
  }

  return {
    draftId,
    savedAt,
    saveDraft,
    scheduleDraft,
    saving: save.isPending,
    scheduling: schedule.isPending,
  };
}

/** "Save draft", beside the form's create button. */
export function SaveDraftButton({
  onSave,
  saving,
  disabled,
}: {
  onSave: () => void;
  saving: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation("controller");
  return (
    <Button
      type="button"
      variant="default"
      onClick={onSave}
      loading={saving}
      disabled={disabled}
      data-testid="campaign-save-draft"
    >
      {t("campaigns.drafts.save")}
    </Button>
  );
}

/** When the draft was last saved, or why saving it was refused. */
export function DraftSaved({ savedAt, problem }: { savedAt: Date | null; problem: string | null }) {
  const { t } = useTranslation("controller");
  if (problem)
    return (
      <FormMessage id="campaign-draft-problem" tone="error" testId="campaign-draft-problem">
        {t(problem)}
      </FormMessage>
    );
  if (!savedAt) return null;
  return (
    <FormMessage id="campaign-draft-saved" tone="success" testId="campaign-draft-saved">
      {t("campaigns.drafts.saved", { time: isoDateTime(savedAt.toISOString()) })}
    </FormMessage>
  );
}

/** The company's drafts, shown above its campaigns (nothing at all while there are none). */
export function CampaignDrafts({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation("controller");
  const drafts = useCampaignDrafts(company.stakeholderId);
  const remove = useDeleteCampaignDraft(company.stakeholderId);
  const [deleting, setDeleting] = useState<TCampaignDraft | null>(null);
  const rows = drafts.data ?? [];
  // The dialog stays mounted when the last draft goes, so it closes as a dialog does rather than vanishing.
  const shown = drafts.isError || rows.length > 0;
  return (
    <>
      {shown && (
        <DataTable<TCampaignDraft>
          caption={t("campaigns.drafts.caption", { company: company.name })}
          columns={[
            {
              key: "name",
              header: t("campaigns.columns.name"),
              cell: (d) => (
                <Anchor component={Link} to={draftPath(d.draftId)} data-testid="campaign-draft-link">
                  {d.name}
                </Anchor>
              ),
            },
            {
              key: "status",
              header: t("campaigns.columns.status"),
              cell: () => (
                <Badge color="dark" variant="outline" data-testid="campaign-draft-status" data-status="draft">
                  {t("campaigns.status.draft")}
                </Badge>
              ),
            },
            {
              key: "start",
              header: t("campaigns.columns.start"),
              nowrap: true,
              cell: (d) => (d.startDate && d.timeZone ? campaignDateTime(d.startDate, d.timeZone) : "—"),
            },
            {
              key: "saved",
              header: t("campaigns.drafts.lastSaved"),
              nowrap: true,
              cell: (d) => isoDateTime(d.updatedAt),
            },
            {
              key: "actions",
              header: t("campaigns.drafts.actions"),
              cell: (d) => (
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  onClick={() => {
                    remove.reset();
                    setDeleting(d);
                  }}
                  aria-label={t("campaigns.drafts.deleteLabel", { name: d.name })}
                  data-testid="campaign-draft-delete"
                >
                  {t("campaigns.drafts.delete")}
                </Button>
              ),
            },
          ]}
          rows={rows}
          rowId={(d) => d.draftId}
          total={rows.length}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          onPageChange={() => {}}
          loading={false}
          error={drafts.error}
          onRetry={() => void drafts.refetch()}
          emptyText={t("campaigns.drafts.empty")}
          testId="campaign-drafts-table"
          stackOnPhones
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("campaigns.drafts.deleteTitle")}
        message={t("campaigns.drafts.deleteMessage", { name: deleting?.name ?? "" })}
        confirmLabel={t("campaigns.drafts.delete")}
        danger
        busy={remove.isPending}
        error={
          remove.isError ? (
            <FormMessage id="campaign-draft-delete-problem" tone="error">
              {t(errorMessageKey(isApiError(remove.error) ? remove.error.code : null))}
            </FormMessage>
          ) : undefined
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove.mutateAsync(deleting.draftId).then(
            () => setDeleting(null),
            () => {},
          );
        }}
        testId="campaign-draft-delete-dialog"
      />
    </>
  );
}
