import { Stack, Text, Title } from "@mantine/core";
import type { TQuestion, TSurvey } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { href } from "@/app/paths";
import { useSession } from "../api/library";
import { LoadState } from "../components/load-state";
import { loadLibraryStrings } from "../strings";
import "../components/library.css";

export const loadStrings = loadLibraryStrings;

/** A session reviewed (spec §2 `sessions/detail/{id}`): each question with the answer given and, for test questions, the right one. */
export function SessionDetailPage() {
  const { t } = useTranslation("library");
  const id = Number(useParams().id);
  const session = useSession(Number.isInteger(id) && id > 0 ? id : 0);
  const notFound = <Text data-testid="session-not-found">{t("sessionDetail.notFound")}</Text>;

  return (
    <Stack gap="lg" data-testid="session-detail-page">
      <Link to={href("Sessions")} className="wg-library-link">
        ← {t("sessionDetail.back")}
      </Link>
      {Number.isInteger(id) && id > 0 ? (
        <LoadState query={session} notFound={notFound}>
          {session.data && <Review survey={session.data} />}
        </LoadState>
      ) : (
        notFound
      )}
    </Stack>
  );
}

function Review({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation("library");
  const graded = survey.questions.filter((q) => q.graded && q.feedback);
  const correct = graded.filter((q) => q.feedback?.correct).length;
  return (
    <>
      <div>
        <Title order={1}>{survey.surveyName}</Title>
        {graded.length > 0 && (
          <Text fw={600} data-testid="session-score">
            {t("sessionDetail.score", { correct, total: graded.length })}
          </Text>
        )}
      </div>
      {survey.surveyStatus !== "DONE" && (
        <Text role="note" data-testid="session-not-finished">
          {t("sessionDetail.notFinished")}
        </Text>
      )}
      <ol className="wg-cards wg-cards--single">
        {survey.questions
          .filter((q) => q.answer !== null || q.feedback !== null)
          .map((q) => (
            <li key={q.questionId} className="wg-card" data-testid={`review-${q.questionId}`}>
              <Text size="sm" c="var(--wg-text-muted)">
                {t("sessionDetail.questionNumber", { n: survey.questions.indexOf(q) + 1 })}
              </Text>
              <Text fw={600}>{q.text}</Text>
              <Answer question={q} />
            </li>
          ))}
      </ol>
    </>
  );
}

function optionLabel(q: TQuestion, value: unknown): string | null {
  return q.options.find((o) => o.value === value)?.label ?? null;
}

function Answer({ question: q }: { question: TQuestion }) {
  const { t } = useTranslation("library");
  let given: string;
  if (q.answer === null) given = q.feedback ? t("sessionDetail.timedOut") : t("sessionDetail.noAnswer");
  else if (typeof q.answer === "string")
    given = q.answer.trim() === "" ? t("sessionDetail.emptyText") : q.answer;
  else given = optionLabel(q, q.answer) ?? String(q.answer);

  const verdict = q.feedback ? (q.feedback.correct ? "correct" : "incorrect") : null;
  return (
    <div className={verdict ? `wg-answer wg-answer--${verdict}` : "wg-answer"}>
      <Text size="sm">
        <strong>{t("sessionDetail.yourAnswer")}:</strong> {given}
      </Text>
      {q.feedback && (
        <>
          <Text size="sm" fw={700} c={q.feedback.correct ? "#1b5e20" : "#a61e1e"}>
            {t(`sessionDetail.${verdict}`)}
          </Text>
          {!q.feedback.correct && (
            <Text size="sm">
              {t("sessionDetail.rightAnswer", { answer: optionLabel(q, q.feedback.correctValue) ?? "" })}
            </Text>
          )}
          <Text size="sm">{q.feedback.explanation}</Text>
        </>
      )}
    </div>
  );
}
