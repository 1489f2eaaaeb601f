import type { TAnswerValue, TQuestion } from "@wellguard/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The answer controls of the question the bot just asked: buttons (choice), a radio group with a send button
 * (scale; the arrow keys move between options), or a text box with a character counter (text; "Skip" when the
 * question is optional, which sends an empty text). In the game, a countdown sends null when it runs out.
 */
export function AnswerBox({
  question,
  busy,
  gaming,
  secondsPerQuestion,
  timeLimit,
  onTimeLimitChange,
  autoFocus,
  onAnswer,
}: {
  question: TQuestion;
  busy: boolean;
  gaming: boolean;
  secondsPerQuestion: number;
  timeLimit: boolean;
  onTimeLimitChange: (on: boolean) => void;
  autoFocus: boolean;
  onAnswer: (value: TAnswerValue) => void;
}) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  // After an answer, focus moves to the next question's first control (the previous control is gone).
  useEffect(() => {
    if (!autoFocus) return;
    boxRef.current
      ?.querySelector<HTMLElement>(
        ".wg-answer-choice, .wg-answer-scale-option input, .wg-answer-text textarea",
      )
      ?.focus();
  }, [autoFocus]);

  return (
    <div
      ref={boxRef}
      className="wg-answer"
      data-testid="answer-box"
      data-kind={question.kind}
      data-question={question.questionId}
    >
      {gaming && (
        <Countdown
          key={question.questionId}
          seconds={secondsPerQuestion}
          running={timeLimit && !busy}
          enabled={timeLimit}
          onEnabledChange={onTimeLimitChange}
          onTimeUp={() => onAnswer(null)}
        />
      )}
      {question.kind === "choice" && (
        <fieldset className="wg-answer-scale">
          <legend className="wg-visually-hidden">{question.text}</legend>
          <div className="wg-answer-choices">
            {question.options.map((o) => (
              <button
                key={o.value}
                type="button"
                className="wg-answer-choice"
                disabled={busy}
                onClick={() => onAnswer(o.value)}
                data-testid="answer-option"
              >
                {o.label}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {question.kind === "scale" && (
        <ScaleAnswer id={id} question={question} busy={busy} onAnswer={onAnswer} />
      )}
      {question.kind === "text" && <TextAnswer id={id} question={question} busy={busy} onAnswer={onAnswer} />}
    </div>
  );
}

function ScaleAnswer({
  id,
  question,
  busy,
  onAnswer,
}: {
  id: string;
  question: TQuestion;
  busy: boolean;
  onAnswer: (value: TAnswerValue) => void;
}) {
  const { t } = useTranslation("journey");
  const [value, setValue] = useState<number | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (value !== null) onAnswer(value);
      }}
    >
      <fieldset className="wg-answer-scale" disabled={busy}>
        <legend className="wg-visually-hidden">{question.text}</legend>
        {question.scaleLabels && (
          <p className="wg-answer-scale-ends" aria-hidden="true">
            <span>{question.scaleLabels.min}</span>
            <span>{question.scaleLabels.max}</span>
          </p>
        )}
        <div className="wg-answer-scale-options">
          {question.options.map((o) => (
            <label key={o.value} className="wg-answer-scale-option" data-testid="answer-scale-option">
              <input
                type="radio"
                name={`${id}-scale`}
                value={o.value}
                checked={value === o.value}
                onChange={() => setValue(o.value)}
              />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button
        type="submit"
        className="wg-chat-primary"
        disabled={busy || value === null}
        data-testid="answer-send"
      >
        {t("chat.send")}
      </button>
    </form>
  );
}

function TextAnswer({
  id,
  question,
  busy,
  onAnswer,
}: {
  id: string;
  question: TQuestion;
  busy: boolean;
  onAnswer: (value: TAnswerValue) => void;
}) {
  const { t } = useTranslation("journey");
  const [text, setText] = useState("");
  const max = question.maxLength ?? 2000;
  const empty = text.trim() === "";
  return (
    <form
      className="wg-answer-text"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) onAnswer(text.trim());
      }}
    >
      <label htmlFor={`${id}-text`} className="wg-visually-hidden">
        {question.text}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={max}
        rows={3}
        disabled={busy}
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
        data-testid="answer-text"
      />
      <p id={`${id}-count`} className="wg-answer-count" data-testid="answer-count">
        {t("chat.characters", { count: text.length, max })}
      </p>
      <div className="wg-answer-actions">
        <button type="submit" className="wg-chat-primary" disabled={busy || empty} data-testid="answer-send">
          {t("chat.send")}
        </button>
        {!question.required && (
          <button
            type="button"
            className="wg-chat-secondary"
            disabled={busy}
            onClick={() => onAnswer("")}
            data-testid="answer-skip"
          >
            {t("chat.skip")}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The game's time limit per question, off until the person turns it on (issue 15, point 14): then a visible
 * countdown and a warning at 10 s.
 */
function Countdown({
  seconds,
  running,
  enabled,
  onEnabledChange,
  onTimeUp,
}: {
  seconds: number;
  running: boolean;
  enabled: boolean;
  onEnabledChange: (on: boolean) => void;
  onTimeUp: () => void;
}) {
  const { t } = useTranslation("journey");
  const id = useId();
  const [left, setLeft] = useState(seconds);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  // Once per question: if sending the timed-out answer fails, the person answers (or retries) by hand.
  const fired = useRef(false);
  useEffect(() => {
    if (running && left === 0 && !fired.current) {
      fired.current = true;
      timeUp.current();
    }
  }, [left, running]);

  return (
    <div className="wg-answer-timer" data-testid="game-timer">
      {enabled && (
        <p role="timer" aria-live="off" data-testid="game-time-left">
          {t("chat.timeLeft", { seconds: left })}
        </p>
      )}
      <p className="wg-visually-hidden" aria-live="polite">
        {enabled && left === 10 ? t("chat.timeWarning") : ""}
      </p>
      <label htmlFor={`${id}-limit`} className="wg-answer-limit">
        <input
          id={`${id}-limit`}
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabledChange(event.target.checked)}
          data-testid="game-time-limit"
        />{" "}
        {t("chat.timeLimit", { seconds })}
      </label>
    </div>
  );
}
