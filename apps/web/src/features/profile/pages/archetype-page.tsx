import { Anchor, Text, Title } from "@mantine/core";
import { ACTION_TYPES, type TAction } from "@wellguard/contract";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { useActions } from "../api/traits";
import {
  DimensionRow,
  ProfileSubPage,
  Section,
  useDimensionDescription,
  useDimensionName,
} from "../components/profile-page";
import { ARCHETYPE_DIMENSIONS, dominantArchetype } from "../lib/dimensions";
import { loadProfileStrings } from "../strings";

export const loadStrings = loadProfileStrings;

/** The archetype's own action (its texts and assets come from the server's archetype catalogue). */
function archetypeAction(
  actions: readonly TAction[] | undefined,
  dimensionId: number | null,
): TAction | undefined {
  if (dimensionId === null) return undefined;
  return actions?.find(
    (a) => a.actionTypeId === ACTION_TYPES.ACTION_TYPE_ARCHETYPE && a.dimensionId === dimensionId,
  );
}

/**
 * The card of the person's archetype: its name and description (the contract's dimension texts), then from the
 * archetype's own action (server catalogue, in the person's language) its strengths and watch-outs, what to do
 * and its assets.
 */
function ArchetypeCard({ dimensionId, action }: { dimensionId: number; action: TAction | undefined }) {
  const { t } = useTranslation("profile");
  const name = useDimensionName();
  const description = useDimensionDescription();
  return (
    <section
      className="wg-profile-section"
      aria-labelledby="archetype-title"
      data-testid="archetype-card"
      data-dimension={dimensionId}
    >
      <Text c="var(--wg-text-muted)" fw={600}>
        {t("archetype.yours")}
      </Text>
      <Title order={2} size="h3" id="archetype-title" data-testid="archetype-title">
        {name(dimensionId)}
      </Title>
      <Text mt="xs" data-testid="archetype-description">
        {description(dimensionId)}
      </Text>
      {action?.executeAction.archetype &&
        (
          [
            ["strengths", "archetype-strengths", action.executeAction.archetype.strengths],
            ["watchOuts", "archetype-watch-outs", action.executeAction.archetype.watchOuts],
          ] as const
        ).map(([key, testId, text]) => (
          <Fragment key={key}>
            <Title order={3} size="h5" mt="md">
              {t(`archetype.${key}`)}
            </Title>
            <Text mt={4} data-testid={testId}>
              {text}
            </Text>
          </Fragment>
        ))}
      {action && (
        <div data-testid="archetype-action">
          <Title order={3} size="h5" mt="md">
            {action.executeAction.title}
          </Title>
          <Text mt={4}>{action.executeAction.description}</Text>
          {action.executeAction.assets.length > 0 && (
            <>
              <Title order={3} size="h5" mt="md">
                {t("archetype.assets")}
              </Title>
              <ul className="wg-profile-list" data-testid="archetype-assets">
                {action.executeAction.assets.map((asset) => (
                  <li key={asset.assetId}>
                    <Anchor
                      component={Link}
                      to={`${href("Assets")}?asset=${asset.assetId}`}
                      c="var(--wg-link)"
                      underline="always"
                    >
                      {asset.title}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

/** Archetype (module archetype): the person's archetype (highest current score) as a card, and the six scores. */
export function ProfileArchetypePage() {
  const { t } = useTranslation("profile");
  const actions = useActions();
  return (
    <ProfileSubPage
      routeId="ProfileArchetype"
      intro={t("archetype.intro")}
      dimensions={ARCHETYPE_DIMENSIONS}
      evolution={(records) => {
        const dominant = dominantArchetype(records);
        return dominant === null ? [] : [dominant];
      }}
      excludeActionType={ACTION_TYPES.ACTION_TYPE_ARCHETYPE}
      testId="profile-archetype"
    >
      {(current, records) => {
        const dominant = dominantArchetype(records);
        const action = archetypeAction(actions.data, dominant);
        return (
          <>
            {dominant !== null && <ArchetypeCard dimensionId={dominant} action={action} />}
            <Section title={t("archetype.scoresTitle")} testId="archetype-scores">
              <Text size="sm" c="var(--wg-text-muted)">
                {t("archetype.scoresHelp")}
              </Text>
              <ul className="wg-profile-rows">
                {ARCHETYPE_DIMENSIONS.map((id) => {
                  const record = current(id);
                  return record ? (
                    <DimensionRow key={id} record={record} testId="archetype-dimension" />
                  ) : null;
                })}
              </ul>
            </Section>
          </>
        );
      }}
    </ProfileSubPage>
  );
}

export default ProfileArchetypePage;
