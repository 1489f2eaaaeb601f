import {
  cardLook,
  formatPercent,
  LIMITS,
  numberFormat,
  type TAnswerResult,
  type TAnswerValue,
  type TGamingState,
  type TQuestion,
  type TSurvey,
} from "@wellguard/contract";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useAnswer, useHelper, useInteractions, useSurvey } from "../api/journey";
import { AnswerBox } from "./answer-box";
import { type Toast, Toasts } from "./toasts";
import "./journey.css";

/*
 * The chat survey (spec §4 "Starting a survey", §9 delays): the bot says the helper's messages (when the
 * interaction has a helper), the survey's welcome, then each question, one bot message every
 * LIMITS.surveyDelayMs with a typing indicator; the person answers with buttons (choice), a radio group (scale)
 * or a text box (text). Graded questions get feedback. After the last answer the bot waits
 * LIMITS.chatbotSetDoneDelayMs and says the farewell. Opening a survey already begun shows the earlier
 * conversation at once (GET ?completeQuestions=true) and goes on from `next`. Surveys whose card has no chat
 * (burnout) are the same page without the bot's delays and typing indicator: the questions one after another.
 * Cybergaming adds points, a streak and, when the person switches it on, a time limit per question (null is sent
 * when it runs out; WCAG 2.2.1); unlocked achievements show as toasts.
 */

const NO_MESSAGES: string[] = [];
/** GAMING_RULES.secondsPerQuestion, used only if the server sent no gaming state (not imported: journey.ts brings zod). */
const SECONDS_PER_QUESTION = 30;

export interface ChatMessage {
  id: number;
  from: "bot" | "user";
  text: string;
  /** Bot feedback on a graded answer. */
  correct?: boolean;
}

type Phase = "talking" | "asking" | "sending" | "finished";

function reducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}

function answerText(q: TQuestion, value: TAnswerValue, t: (key: string) => string): string {
  if (value === null) return t("chat.timeUp");
  if (typeof value === "string") return value.trim() === "" ? t("chat.skipped") : value;
  return q.options.find((o) => o.value === value)?.label ?? String(value);
}

export function ChatSurvey({
  surveyEntityId,
  gaming,
  backTo,
  backLabel,
}: {
  surveyEntityId: number;
  gaming: boolean;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation("journey");
  const valid = Number.isInteger(surveyEntityId) && surveyEntityId !== 0;
  const survey = useSurvey(surveyEntityId, gaming, valid);
  const interactions = useInteractions();
  const interaction = interactions.data?.find((i) => i.surveyEntityId === surveyEntityId);
  const helperId = interaction?.helperSurveyTypeId ?? null;
  const helper = useHelper(helperId);

  if (!valid) {
    return (
      <FormMessage id="chat-missing" tone="error" testId="chat-error">
        {t("contract:errors.ND1000")}
      </FormMessage>
    );
  }
  const waitingForHelper = interactions.isPending || (helperId !== null && helper.isPending);
  if (survey.isPending || waitingForHelper) {
    return (
      <p role="status" className="wg-chat-loading" data-testid="chat-loading">
        {t("translation:common.loading")}
      </p>
    );
  }
  if (survey.isError) {
    return (
      <div className="wg-chat-page" data-testid="chat-error">
        <FormMessage id="chat-error-message" tone="error">
          {t(errorMessageKey(isApiError(survey.error) ? survey.error.code : null))}
        </FormMessage>
        <p>
          <Link to={backTo} className="wg-chat-back">
            {backLabel}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <Conversation
      survey={survey.data}
      helperMessages={helper.data?.messages ?? NO_MESSAGES}
      gaming={gaming}
      backTo={backTo}
      backLabel={backLabel}
    />
  );
}

function Conversation({
  survey,
  helperMessages,
  gaming,
  backTo,
  backLabel,
}: {
  survey: TSurvey;
  helperMessages: string[];
  gaming: boolean;
  backTo: string;
  backLabel: string;
}) {
  const { t } = useTranslation("journey");
  const locale = currentLocale();
  const titleId = useId();
  const conversational = cardLook(survey.surveyTypeId, survey.familyTypeId).showChat;
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [phase, setPhase] = useState<Phase>("talking");
  const [question, setQuestion] = useState<TQuestion | null>(null);
  const [percentage, setPercentage] = useState(survey.percentage);
  const [game, setGame] = useState<TGamingState | null>(survey.extraConfig.gaming);
  const [sendError, setSendError] = useState<{ code: string | null; value: TAnswerValue } | null>(null);
  const [toasts, setToasts] = useState<Toast[]>([]);
  // The time limit is the person's choice, off at first (WCAG 2.2.1; issue 15, point 14).
  const [timeLimit, setTimeLimit] = useState(false);
  const answer = useAnswer(survey.surveyEntityId, gaming);

  // Each run of the script has a generation; leaving the page (or StrictMode's second mount) stops older runs.
  const generation = useRef(0);
  const nextMessageId = useRef(1);
  const endRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLAnchorElement>(null);
  const focusAnswer = useRef(false);
  const graded = messages.filter((m) => m.correct !== undefined);

  const push = useCallback((message: Omit<ChatMessage, "id">) => {
    const id = nextMessageId.current++;
    setMessages((list) => [...list, { ...message, id }]);
  }, []);

  /** The bot says `texts`, one every survey delay (typing indicator meanwhile); false when the run was stopped. */
  const say = useCallback(
    async (run: number, texts: readonly string[], extra: Partial<ChatMessage> = {}): Promise<boolean> => {
      for (const text of texts) {
        if (conversational) {
          setTyping(true);
          await new Promise((resolve) => setTimeout(resolve, LIMITS.surveyDelayMs));
          if (generation.current !== run) return false;
          setTyping(false);
        }
        push({ from: "bot", text, ...extra });
      }
      return generation.current === run;
    },
    [conversational, push],
  );

  const finish = useCallback(
    async (run: number) => {
      if (conversational) {
        setTyping(true);
        await new Promise((resolve) => setTimeout(resolve, LIMITS.chatbotSetDoneDelayMs));
        if (generation.current !== run) return;
        setTyping(false);
      }
      if (!(await say(run, survey.extraConfig.farewell))) return;
      setPhase("finished");
    },
    [conversational, say, survey.extraConfig.farewell],
  );

  const ask = useCallback(
    async (run: number, q: TQuestion) => {
      setPhase("talking");
      if (!(await say(run, [...q.intro, q.text]))) return;
      setQuestion(q);
      setPhase("asking");
    },
    [say],
  );

  // Start: the earlier conversation at once, then the bot goes on from `next`.
  useEffect(() => {
    const run = ++generation.current;
    nextMessageId.current = 1;
    setMessages([]);
    setTyping(false);
    setQuestion(null);
    const nextIndex =
      survey.next === null
        ? survey.questions.length
        : survey.questions.findIndex((q) => q.questionId === survey.next);
    const answered = survey.questions.slice(0, Math.max(0, nextIndex));
    const begun = answered.length > 0 || survey.surveyStatus === "DONE";
    const history: Omit<ChatMessage, "id">[] = [];
    if (begun) {
      for (const text of [...helperMessages, ...survey.extraConfig.welcome])
        history.push({ from: "bot", text });
      for (const q of answered) {
        for (const text of [...q.intro, q.text]) history.push({ from: "bot", text });
        history.push({ from: "user", text: answerText(q, q.answer, t) });
        if (q.feedback)
          history.push({ from: "bot", text: q.feedback.explanation, correct: q.feedback.correct });
      }
      for (const m of history) push(m);
    }
    void (async () => {
      if (!begun && !(await say(run, [...helperMessages, ...survey.extraConfig.welcome]))) return;
      const next = survey.questions[nextIndex];
      if (next && survey.surveyStatus !== "DONE") await ask(run, next);
      else if (begun) {
        for (const text of survey.extraConfig.farewell) push({ from: "bot", text });
        setPhase("finished");
      } else await finish(run);
    })();
    return () => {
      generation.current++;
    };
  }, [survey, helperMessages, say, ask, finish, push, t]);

  // Keep the newest message and the answer controls in view.
  useEffect(() => {
    if (messages.length === 0 && !typing && question === null) return;
    endRef.current?.scrollIntoView({ block: "end", behavior: reducedMotion() ? "auto" : "smooth" });
  }, [messages.length, typing, question]);

  useEffect(() => {
    if (phase === "finished" && focusAnswer.current) backRef.current?.focus();
  }, [phase]);

  const onResult = useCallback(
    async (run: number, result: TAnswerResult) => {
      setPercentage(result.percentage);
      if (result.gaming) setGame(result.gaming);
      if (result.achievementsUnlocked.length > 0) {
        setToasts((list) => [
          ...list,
          ...result.achievementsUnlocked.map((a) => ({ id: `${a.achievementId}-${Date.now()}`, key: a.key })),
        ]);
      }
      if (
        result.feedback &&
        !(await say(run, [result.feedback.explanation], { correct: result.feedback.correct }))
      )
        return;
      const next =
        result.next === null ? undefined : survey.questions.find((q) => q.questionId === result.next);
      if (result.completed || !next) await finish(run);
      else await ask(run, next);
    },
    [say, finish, ask, survey.questions],
  );

  const submit = useCallback(
    (value: TAnswerValue, retry = false) => {
      if (!question || (phase !== "asking" && !retry)) return;
      const run = generation.current;
      focusAnswer.current = true;
      if (!retry) push({ from: "user", text: answerText(question, value, t) });
      setSendError(null);
      setPhase("sending");
      answer.mutate(
        { questionId: question.questionId, value },
        {
          onSuccess: (result) => {
            if (generation.current !== run) return;
            setQuestion(null);
            void onResult(run, result);
          },
          onError: (error) => {
            if (generation.current !== run) return;
            setSendError({ code: isApiError(error) ? error.code : null, value });
            setPhase("asking");
          },
        },
      );
    },
    [question, phase, push, t, answer, onResult],
  );

  const closeToast = useCallback(
    (id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  );
  // The badge names of the signed-in strings (shared with the achievements page); an unknown key shows as is.
  const achievementTitle = (key: string) =>
    t(`translation:achievementBadges.${key}.title`, { defaultValue: key });

  return (
    <div className="wg-chat-page" data-testid="chat" data-conversational={conversational}>
      <header className="wg-chat-header">
        <Link to={backTo} className="wg-chat-back" data-testid="chat-exit">
          <span aria-hidden="true">← </span>
          {backLabel}
        </Link>
        <h1 id={titleId} className="wg-chat-title" data-testid="chat-title">
          {survey.surveyName}
        </h1>
        <div className="wg-chat-progress">
          <span id={`${titleId}-progress`}>{t("chat.progress")}</span>
          <div
            className="wg-chat-progress-track"
            role="progressbar"
            aria-labelledby={`${titleId}-progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percentage}
            aria-valuetext={formatPercent(percentage, locale)}
            data-testid="chat-progress"
          >
            <div className="wg-chat-progress-bar" style={{ width: `${percentage}%` }} />
          </div>
          <span aria-hidden="true" data-testid="chat-progress-value">
            {formatPercent(percentage, locale)}
          </span>
        </div>
        {gaming && game && <GameStats game={game} />}
      </header>

      <div className="wg-chat-log" role="log" aria-labelledby={titleId} data-testid="chat-log">
        {messages.map((m) => (
          <div
            key={m.id}
            className={`wg-chat-message wg-chat-${m.from}${m.correct === undefined ? "" : m.correct ? " wg-chat-correct" : " wg-chat-incorrect"}`}
            data-testid={m.correct === undefined ? `chat-${m.from}` : "chat-feedback"}
            data-correct={m.correct}
          >
            <span className="wg-visually-hidden">{m.from === "bot" ? t("chat.bot") : t("chat.you")}: </span>
            {m.correct !== undefined && (
              <strong className="wg-chat-verdict">
                <span aria-hidden="true">{m.correct ? "✓ " : "✗ "}</span>
                {m.correct ? t("chat.correct") : t("chat.incorrect")}{" "}
              </strong>
            )}
            {m.text}
          </div>
        ))}
        {typing && (
          <div className="wg-chat-message wg-chat-bot wg-chat-typing" data-testid="chat-typing">
            <span className="wg-visually-hidden">{t("chat.typing")}</span>
            <span className="wg-chat-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </div>
        )}
      </div>

      <div className="wg-chat-composer" data-testid="chat-composer">
        {sendError && (
          <FormMessage id="chat-send-error" tone="error" testId="chat-send-error">
            {t(errorMessageKey(sendError.code))}{" "}
            <button
              type="button"
              className="wg-chat-link-button"
              onClick={() => submit(sendError.value, true)}
            >
              {t("chat.retry")}
            </button>
          </FormMessage>
        )}
        {gaming && game && question && (
          // The header's figures scroll away on phones; a compact copy stays by the answers (read once, in the header).
          <p className="wg-chat-game-inline" aria-hidden="true" data-testid="game-inline">
            {t("chat.points")}: {numberFormat(locale).format(game.points)} · {t("chat.streak")}: {game.streak}
          </p>
        )}
        {question && (phase === "asking" || phase === "sending") && (
          <AnswerBox
            key={question.questionId}
            question={question}
            busy={phase === "sending"}
            gaming={gaming && game !== null}
            secondsPerQuestion={game?.secondsPerQuestion ?? SECONDS_PER_QUESTION}
            timeLimit={timeLimit}
            onTimeLimitChange={setTimeLimit}
            autoFocus={focusAnswer.current}
            onAnswer={submit}
          />
        )}
        {phase === "finished" && (
          <div className="wg-chat-finished" data-testid="chat-finished">
            <p role="status">{t("chat.done")}</p>
            {graded.length > 0 && (
              // The test's result: the graded answers of this conversation, each marked by the server's feedback.
              <p className="wg-chat-result" data-testid="chat-result">
                {t("chat.result", {
                  correct: numberFormat(currentLocale()).format(graded.filter((m) => m.correct).length),
                  total: numberFormat(currentLocale()).format(graded.length),
                })}
              </p>
            )}
            <Link ref={backRef} to={backTo} className="wg-chat-primary" data-testid="chat-back">
              {backLabel}
            </Link>
          </div>
        )}
      </div>
      {/* Scrolled into view as the conversation grows: the newest message and the answer controls above it. */}
      <div ref={endRef} />
      <Toasts toasts={toasts} title={achievementTitle} onClose={closeToast} />
    </div>
  );
}

function GameStats({ game }: { game: TGamingState }) {
  const { t } = useTranslation("journey");
  const format = numberFormat(currentLocale());
  const n = (value: number) => format.format(value);
  return (
    <dl className="wg-chat-game" data-testid="game-stats">
      <div>
        <dt>{t("chat.points")}</dt>
        <dd data-testid="game-points">{n(game.points)}</dd>
      </div>
      <div>
        <dt>{t("chat.streak")}</dt>
        <dd data-testid="game-streak">{n(game.streak)}</dd>
      </div>
      <div>
        <dt>{t("chat.bestStreak")}</dt>
        <dd data-testid="game-best-streak">{n(game.bestStreak)}</dd>
      </div>
    </dl>
  );
}
