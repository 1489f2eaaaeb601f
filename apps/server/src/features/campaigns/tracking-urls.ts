/** The origin of a phishing host: the product's public address with the host name swapped (same scheme and port). */
export function phishingOrigin(publicUrl: string, host: string): string {
  const url = new URL(publicUrl);
  url.hostname = host;
  return url.origin;
}

/** A recipient's tracking link and open pixel. */
export function trackingUrls(publicUrl: string, host: string, token: string) {
  const origin = phishingOrigin(publicUrl, host);
  return { link: `${origin}/l/${token}`, pixel: `${origin}/o/${token}.gif` };
}
