import { Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export type VideoProblem = "aborted" | "notFound" | "decode" | "unsupported" | "encrypted";

/**
 * Which of the five playback messages (spec §2) a media error means. MediaError codes: 1 aborted, 2 network,
 * 3 decode, 4 source not supported. Browsers report a missing file (HTTP 404) as code 4 too, so the caller
 * checks whether the file exists before saying "unsupported".
 */
export function videoProblem(code: number, fileExists: boolean): VideoProblem {
  if (code === 1) return "aborted";
  if (code === 2) return "notFound";
  if (code === 3) return "decode";
  return fileExists ? "unsupported" : "notFound";
}

async function exists(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: "HEAD" });
    return response.ok;
  } catch {
    return false;
  }
}

/** A native video player with captions in the person's language and the spec's five error messages. */
export function VideoPlayer({
  src,
  captionsUrl,
  captionsLanguage,
  title,
}: {
  src: string;
  captionsUrl: string | null;
  captionsLanguage: string;
  title: string;
}) {
  const { t } = useTranslation("library");
  const [problem, setProblem] = useState<VideoProblem | null>(null);

  async function onError(event: React.SyntheticEvent<HTMLVideoElement>) {
    const code = event.currentTarget.error?.code ?? 4;
    setProblem(videoProblem(code, code === 4 ? await exists(src) : true));
  }

  return (
    <div>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is added below when the asset has one. */}
      <video
        className="wg-video"
        controls
        preload="metadata"
        src={src}
        aria-label={title}
        onError={(e) => void onError(e)}
        onEncrypted={() => setProblem("encrypted")}
        onPlaying={() => setProblem(null)}
        data-testid="asset-video"
      >
        {captionsUrl && (
          <track
            kind="captions"
            src={captionsUrl}
            srcLang={captionsLanguage}
            label={t("assets.captions")}
            default
          />
        )}
      </video>
      <div aria-live="assertive">
        {problem && (
          <Text role="alert" c="#a61e1e" fw={600} mt="xs" data-testid="video-error" data-problem={problem}>
            {t(`assets.video.${problem}`)}
          </Text>
        )}
      </div>
    </div>
  );
}
