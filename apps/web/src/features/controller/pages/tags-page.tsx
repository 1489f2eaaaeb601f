import { Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { type TManagedCompany, type TTag, ZTagUpdate } from "@wellguard/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { DataTable } from "@/features/organisation/components/data-table";
import { apiFieldCodes, checkWithSchema, codeFor } from "@/features/organisation/lib/form-errors";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useChangeTagMembers, useCreateTag, useDeleteTag, useRenameTag, useTags } from "../api/tags";
import { ConfirmDialog, ModalDialog } from "../components/confirm-dialog";
import { ControllerPage } from "../components/controller-page";
import { PeopleTable, personName } from "../components/people-table";
import { PersonPickerDialog } from "../components/person-picker";
import { refusalCode } from "../lib/refusal";
import { loadControllerStrings } from "../strings";

export const loadStrings = loadControllerStrings;

/**
 * Tags (issue 3 point 4): named groups of people of the managed company, later used as campaign targets.
 * Create, rename and delete tags; open one (?tag=<id>) to see its members, add people, remove people.
 */
export function ControllerTagsPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  return (
    <ControllerPage
      title={t("translation:routes.ControllerTags")}
      intro={t("tags.intro")}
      testId="controller-tags"
    >
      {(company) => <Tags key={company.stakeholderId} company={company} />}
    </ControllerPage>
  );
}

type Notice = { tone: "success" | "error"; text: string } | null;

function Tags({ company }: { company: TManagedCompany }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const companyId = company.stakeholderId;
  const tags = useTags(companyId);
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("tag")) || null;
  const openTag = tags.data?.find((tag) => tag.id === openId) ?? null;
  const [notice, setNotice] = useState<Notice>(null);
  const [renaming, setRenaming] = useState<TTag | null>(null);
  const [deleting, setDeleting] = useState<TTag | null>(null);
  const deleteTag = useDeleteTag(companyId);

  function open(tag: TTag | null) {
    setParams(tag ? { tag: String(tag.id) } : {}, { replace: false });
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteTag.mutateAsync(deleting.id);
      setNotice({ tone: "success", text: t("tags.deleted", { name: deleting.name }) });
      if (openId === deleting.id) open(null);
      setDeleting(null);
    } catch {
      // The dialog shows the refusal (deleteTag.error).
    }
  }

  return (
    <Stack gap="lg">
      {notice && (
        <FormMessage id="tags-notice" tone={notice.tone} testId="tags-notice">
          {notice.text}
        </FormMessage>
      )}
      <CreateTagForm
        companyId={companyId}
        onCreated={(tag) => {
          setNotice({ tone: "success", text: t("tags.created", { name: tag.name }) });
          open(tag);
        }}
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t("tags.listTitle")}
          </Title>
          <DataTable<TTag>
            caption={t("tags.caption", { company: company.name })}
            columns={[
              {
                key: "name",
                header: t("tags.name"),
                cell: (tag) => (
                  <button
                    type="button"
                    className="wg-table-sort wg-link"
                    aria-pressed={tag.id === openId}
                    onClick={() => open(tag.id === openId ? null : tag)}
                    data-testid="tag-open"
                  >
                    {tag.name}
                  </button>
                ),
              },
              {
                key: "people",
                header: t("organisation:fields.people"),
                nowrap: true,
                cell: (tag) => tag.peopleCount,
              },
              {
                key: "actions",
                header: t("tags.actions"),
                nowrap: true,
                cell: (tag) => (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setRenaming(tag)}
                      aria-label={t("tags.renameNamed", { name: tag.name })}
                      data-testid="tag-rename"
                    >
                      {t("tags.rename")}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      c="#a61e1e"
                      onClick={() => {
                        deleteTag.reset();
                        setDeleting(tag);
                      }}
                      aria-label={t("tags.deleteNamed", { name: tag.name })}
                      data-testid="tag-delete"
                    >
                      {t("organisation:actions.delete")}
                    </Button>
                  </Group>
                ),
              },
            ]}
            rows={tags.data}
            rowId={(tag) => tag.id}
            total={tags.data?.length ?? 0}
            page={1}
            pageSize={Math.max(1, tags.data?.length ?? 1)}
            onPageChange={() => undefined}
            loading={tags.isPending}
            error={tags.error}
            onRetry={() => void tags.refetch()}
            emptyText={t("tags.empty")}
            testId="tags-table"
            stackOnPhones
          />
        </Stack>
      </Paper>
      {openId !== null && tags.data && !openTag && (
        <FormMessage id="tag-missing" tone="error">
          {t("contract:errors.ND1000")}
        </FormMessage>
      )}
      {openTag && (
        <TagMembers
          key={openTag.id}
          company={company}
          tag={openTag}
          onNotice={setNotice}
          onClose={() => open(null)}
        />
      )}
      <RenameTagDialog
        companyId={companyId}
        tag={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(tag) => {
          setRenaming(null);
          setNotice({ tone: "success", text: t("tags.renamed", { name: tag.name }) });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("tags.deleteTitle")}
        message={t("tags.deleteMessage", { name: deleting?.name ?? "", n: deleting?.peopleCount ?? 0 })}
        confirmLabel={t("organisation:actions.delete")}
        danger
        busy={deleteTag.isPending}
        error={
          deleteTag.error ? (
            <FormMessage id="tag-delete-error" tone="error">
              {t(errorMessageKey(refusalCode(deleteTag.error)))}
            </FormMessage>
          ) : undefined
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="tag-delete-dialog"
      />
    </Stack>
  );
}

/** The tag name's error: the contract's own check first (ND1018, ND1007), then the server's (ND1024). */
function useTagNameErrors() {
  const [code, setCode] = useState<string | undefined>(undefined);
  return {
    code,
    check(name: string): string | null {
      const result = checkWithSchema(ZTagUpdate, { name });
      if (result.ok) {
        setCode(undefined);
        return result.data.name;
      }
      setCode(codeFor(result.errors, "name") ?? "ND1027");
      return null;
    },
    refused(error: unknown) {
      const codes = apiFieldCodes(error);
      setCode(codeFor(codes, "name") ?? codes._ ?? "ER6666");
    },
    clear: () => setCode(undefined),
  };
}

function CreateTagForm({ companyId, onCreated }: { companyId: number; onCreated: (tag: TTag) => void }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const create = useCreateTag(companyId);
  const [name, setName] = useState("");
  const errors = useTagNameErrors();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = errors.check(name);
    if (checked === null) return;
    try {
      const tag = await create.mutateAsync({ name: checked });
      setName("");
      onCreated(tag);
    } catch (error) {
      errors.refused(error);
    }
  }

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="tag-new-title"
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="tag-create-form">
        <Stack gap="sm">
          <Title order={2} size="h3" id="tag-new-title">
            {t("tags.newTitle")}
          </Title>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t("tags.name")}
              required
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                errors.clear();
              }}
              error={errors.code ? t(errorMessageKey(errors.code)) : undefined}
              data-testid="tag-name"
              w={{ base: "100%", sm: 320 }}
            />
            <Button
              type="submit"
              loading={create.isPending}
              mt={{ base: 0, sm: 25 }}
              data-testid="tag-create"
            >
              {t("tags.create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function RenameTagDialog({
  companyId,
  tag,
  onClose,
  onRenamed,
}: {
  companyId: number;
  tag: TTag | null;
  onClose: () => void;
  onRenamed: (tag: TTag) => void;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const rename = useRenameTag(companyId);
  const [name, setName] = useState("");
  const [forTag, setForTag] = useState<number | null>(null);
  const errors = useTagNameErrors();
  // A new tag to rename starts from its current name.
  if (tag && forTag !== tag.id) {
    setForTag(tag.id);
    setName(tag.name);
    errors.clear();
  }

  function close() {
    setForTag(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!tag) return;
    const checked = errors.check(name);
    if (checked === null) return;
    try {
      onRenamed(await rename.mutateAsync({ tagId: tag.id, name: checked }));
    } catch (error) {
      errors.refused(error);
    }
  }

  return (
    <ModalDialog
      open={tag !== null}
      title={t("tags.renameTitle", { name: tag?.name ?? "" })}
      onClose={close}
      testId="tag-rename-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("tags.name")}
            required
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              errors.clear();
            }}
            error={errors.code ? t(errorMessageKey(errors.code)) : undefined}
            data-testid="tag-rename-name"
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("organisation:actions.cancel")}
            </Button>
            <Button type="submit" loading={rename.isPending} data-testid="tag-rename-save">
              {t("organisation:actions.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}

function TagMembers({
  company,
  tag,
  onNotice,
  onClose,
}: {
  company: TManagedCompany;
  tag: TTag;
  onNotice: (notice: Notice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(["controller", "organisation"]);
  const members = useChangeTagMembers(company.stakeholderId);
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  /** The people a confirmed removal takes out of the tag (the ticked ones, or one row's person). */
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [version, setVersion] = useState(0);

  const refusal = members.error ? (
    <FormMessage id="tag-members-error" tone="error" testId="tag-members-error">
      {t(errorMessageKey(refusalCode(members.error)))}
    </FormMessage>
  ) : undefined;

  async function add(ids: number[]) {
    try {
      const updated = await members.mutateAsync({ tagId: tag.id, add: ids });
      setPicking(false);
      setVersion((v) => v + 1);
      onNotice({ tone: "success", text: t("tags.added", { n: ids.length, name: updated.name }) });
    } catch {
      // Shown in the picker (refusal).
    }
  }

  async function remove(ids: number[]) {
    try {
      const updated = await members.mutateAsync({ tagId: tag.id, remove: ids });
      setRemoving(null);
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      setVersion((v) => v + 1);
      onNotice({ tone: "success", text: t("tags.removed", { n: ids.length, name: updated.name }) });
    } catch {
      // Shown in the dialog (refusal).
    }
  }

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="tag-members-title"
      data-testid="tag-members"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h3" id="tag-members-title" style={{ overflowWrap: "anywhere" }}>
            {t("tags.membersTitle", { name: tag.name })}
          </Title>
          <Group gap="sm">
            <Button
              onClick={() => {
                members.reset();
                setPicking(true);
              }}
              data-testid="tag-add-people"
            >
              {t("tags.addPeople")}
            </Button>
            <Button
              variant="default"
              disabled={selected.size === 0}
              onClick={() => {
                members.reset();
                setRemoving([...selected]);
              }}
              data-testid="tag-remove-people"
            >
              {t("tags.removeSelected", { n: selected.size })}
            </Button>
            <Button variant="subtle" onClick={onClose} c="var(--wg-link)">
              {t("tags.close")}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="var(--wg-text-muted)">
          {t("tags.membersCount", { n: tag.peopleCount })}
        </Text>
        <PeopleTable
          key={version}
          of={{ type: "companies", id: company.stakeholderId }}
          tagId={tag.id}
          caption={t("tags.membersCaption", { name: tag.name })}
          emptyText={t("tags.noMembers")}
          testId="tag-members-table"
          selection={{ selected, onChange: setSelected }}
          extraColumn={{
            key: "remove",
            header: t("tags.actions"),
            cell: (person) => (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  members.reset();
                  setRemoving([person.stakeholderId]);
                }}
                aria-label={t("tags.removeNamed", { name: personName(person) })}
                data-testid="tag-remove-person"
              >
                {t("tags.remove")}
              </Button>
            ),
          }}
        />
      </Stack>
      <PersonPickerDialog
        open={picking}
        title={t("tags.addTitle", { name: tag.name })}
        companyId={company.stakeholderId}
        confirmLabel={(n) => t("tags.addSelected", { n })}
        busy={members.isPending}
        error={refusal}
        onConfirm={(ids) => void add(ids)}
        onClose={() => setPicking(false)}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t("tags.removeTitle")}
        message={t("tags.removeMessage", { n: removing?.length ?? 0, name: tag.name })}
        confirmLabel={t("tags.remove")}
        danger
        busy={members.isPending}
        error={refusal}
        onConfirm={() => void remove(removing ?? [])}
        onCancel={() => setRemoving(null)}
        testId="tag-remove-dialog"
      />
    </Paper>
  );
}

export default ControllerTagsPage;
