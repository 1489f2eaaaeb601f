import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { href } from "@/app/paths";
import { ChatSurvey } from "../components/chat-survey";

function useSurveyEntityId(): number {
  return Number(useParams().surveyEntityId);
}

function FullscreenChat({ gaming }: { gaming: boolean }) {
  const { t } = useTranslation("journey");
  const id = useSurveyEntityId();
  return (
    <ChatSurvey
      key={`${id}-${gaming}`}
      surveyEntityId={id}
      gaming={gaming}
      backTo={href("Dashboard")}
      backLabel={t("chat.backToDashboard")}
    />
  );
}

/** Spec §2 cybertest/{surveyEntityId}: the awareness test in the chat, full screen. */
export function CybertestPage() {
  return <FullscreenChat gaming={false} />;
}

/** Spec §2 cybergaming/{surveyEntityId}: the awareness test as a game (points, streak, time limit). */
export function CybergamingPage() {
  return <FullscreenChat gaming />;
}

/** Spec §2 custom/{surveyEntityId}: a custom survey (open survey, as-a-service) in the chat, full screen. */
export function CustomSurveyPage() {
  return <FullscreenChat gaming={false} />;
}
