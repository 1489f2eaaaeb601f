/**
 * An SMS simulation as the person's phone showed it (issue 18 point 6): the channel tag and the sender id above a
 * left-aligned message bubble. Plain elements, so it renders the same anywhere (and in a unit test without
 * Mantine); the styles are in profile.css.
 */
export interface SmsBubbleProps {
  senderId: string;
  /** The text as received: merge fields filled, the link without its token. */
  text: string;
  /** The visible channel tag ("SMS"). */
  channelLabel: string;
  /** What a screen reader announces for the whole phone, e.g. "Text message from PAKETEAK". */
  label: string;
}

export function SmsBubble({ senderId, text, channelLabel, label }: SmsBubbleProps) {
  return (
    <figure className="wg-se-sms" aria-label={label} data-testid="se-simulation-sms">
      <figcaption className="wg-se-sms-sender">
        <span className="wg-se-sms-tag" data-testid="se-simulation-channel">
          {channelLabel}
        </span>
        <span data-testid="se-simulation-sender">{senderId}</span>
      </figcaption>
      <p className="wg-se-sms-bubble" data-testid="se-simulation-text">
        {text}
      </p>
    </figure>
  );
}
