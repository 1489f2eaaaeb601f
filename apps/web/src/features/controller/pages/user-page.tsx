import { Anchor, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { TManagedCompany, TPerson, TPersonInput } from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { href } from "@/app/paths";
import { PersonForm } from "@/features/organisation/components/person-form";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useDepartments } from "../api/departments";
import { personQueryOptions, usePerson, useUpdatePerson } from "../api/person";
import { usePersonTags } from "../api/person-tags";
import { useChangeTagMembers, useTags } from "../api/tags";
import { ControllerPage, LoadError, Loading } from "../components/controller-page";
import { personName } from "../components/people-table";
import { PersonResults } from "../components/person-results";
import { Progress } from "../components/progress";
import { refusalCode } from "../lib/refusal";
import { loadControllerStrings } from "../strings";

export const loadStrings = loadControllerStrings;

/**
 * A person of the managed company (spec §2 users/{id}): their details in the shared PersonForm (CONTROLLER area:
 * no profiles), field errors from the contract schema and from the server, and the tags they belong to.
 */
export function ControllerUserPage() {
  const { t } = useTranslation(["controller", "organisation"]);
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  // The same query UserDetails reads (one request): the h1 is the person's name once it is known.
  const person = useQuery({ ...personQueryOptions(id), enabled: valid });
  return (
    <ControllerPage
      title={person.data ? personName(person.data) : t("translation:routes.ControllerUser")}
      kind={person.data ? t("translation:routes.ControllerUser") : undefined}
      back={{ to: href("ControllerUsers"), label: t("translation:routes.ControllerUsers") }}
      titleTestId="user-name"
      testId="controller-user"
    >
      {(company) =>
        valid ? (
          <UserDetails key={`${company.stakeholderId}-${id}`} company={company} personId={id} />
        ) : (
          <FormMessage id="user-missing" tone="error">
            {t("contract:errors.ND1000")}
          </FormMessage>
        )
      }
    </ControllerPage>
  );
}

function UserDetails({ company, personId }: { company: TManagedCompany; personId: number }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const person = usePerson(personId);
  const departments = useDepartments(company.stakeholderId);
  const update = useUpdatePerson(personId);
  const [saved, setSaved] = useState(false);

  if (person.isPending || departments.isPending) return <Loading testId="user-loading" />;
  if (person.isError || departments.isError) {
    return (
      <Stack gap="sm">
        <LoadError
          error={person.error ?? departments.error}
          onRetry={() => {
            void person.refetch();
            void departments.refetch();
          }}
          testId="user-error"
        />
      </Stack>
    );
  }
  const data = person.data;
  // Another managed company's person: work on that company to edit them.
  if (data.company.stakeholderId !== company.stakeholderId) {
    return (
      <Stack gap="sm">
        <FormMessage id="user-other-company" tone="info" testId="user-other-company">
          {t("users.otherCompany", { company: data.company.name })}
        </FormMessage>
      </Stack>
    );
  }

  async function submit(values: TPersonInput) {
    setSaved(false);
    await update.mutateAsync(values);
    setSaved(true);
  }

  return (
    <Stack gap="lg">
      <Text data-testid="user-progress">
        {t("organisation:fields.progress")}: <Progress value={data.progress} />
      </Text>
      {saved && (
        <FormMessage id="user-saved" tone="success" testId="user-saved">
          {t("organisation:saved")}
        </FormMessage>
      )}
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <PersonForm
          mode="edit"
          initial={data}
          companyId={company.stakeholderId}
          area="CONTROLLER"
          departments={departments.data}
          companyServices={company.services}
          companyDomains={company.domains}
          onSubmit={submit}
          testId="person-form"
        />
      </Paper>
      <PersonTags company={company} person={data} />
      <PersonResults personId={personId} individualWellbeing={company.individualWellbeing} />
    </Stack>
  );
}

/** The person's tags as checkboxes: ticking adds them to a tag, unticking takes them out. */
function PersonTags({ company, person }: { company: TManagedCompany; person: TPerson }) {
  const { t } = useTranslation(["controller", "organisation"]);
  const tags = useTags(company.stakeholderId);
  const membership = usePersonTags(company.stakeholderId, person, tags.data);
  const change = useChangeTagMembers(company.stakeholderId);

  return (
    <Paper
      withBorder
      p={{ base: "md", sm: "lg" }}
      radius="md"
      component="section"
      aria-labelledby="user-tags-title"
      data-testid="user-tags"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="user-tags-title">
          {t("users.tagsTitle")}
        </Title>
        {(tags.isPending || membership.isPending) && <Loading testId="user-tags-loading" />}
        {(tags.isError || membership.isError) && (
          <LoadError
            error={tags.error ?? membership.error}
            onRetry={() => {
              void tags.refetch();
              void membership.refetch();
            }}
            testId="user-tags-error"
          />
        )}
        {tags.data && tags.data.length === 0 && (
          <Text data-testid="user-tags-empty">
            {t("users.noTags")}{" "}
            <Anchor component={Link} to={href("ControllerTags")} c="var(--wg-link)" underline="always">
              {t("users.manageTags")}
            </Anchor>
          </Text>
        )}
        {change.error && (
          <FormMessage id="user-tags-refused" tone="error">
            {t(errorMessageKey(refusalCode(change.error)))}
          </FormMessage>
        )}
        {tags.data && membership.data && tags.data.length > 0 && (
          <Checkbox.Group
            label={t("users.tagsLabel", { name: personName(person) })}
            value={[...membership.data].map(String)}
            onChange={(value) => {
              const next = new Set(value.map(Number));
              const added = [...next].filter((id) => !membership.data.has(id));
              const removed = [...membership.data].filter((id) => !next.has(id));
              const tagId = added[0] ?? removed[0];
              if (tagId === undefined || change.isPending) return;
              change.mutate({
                tagId,
                ...(added.length > 0 ? { add: [person.stakeholderId] } : { remove: [person.stakeholderId] }),
              });
            }}
          >
            <Group gap="lg" mt="xs">
              {tags.data.map((tag) => (
                <Checkbox
                  key={tag.id}
                  value={String(tag.id)}
                  label={tag.name}
                  disabled={change.isPending}
                  data-testid="user-tag"
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      </Stack>
    </Paper>
  );
}

export default ControllerUserPage;
