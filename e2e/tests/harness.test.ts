import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MailSink, startMailSink } from "../support/smtp";

// The browser suites trust the mail sink to read what the product sends; this checks it reads nodemailer's output.
describe("the test mail sink", () => {
  let sink: MailSink;

  beforeAll(async () => {
    sink = await startMailSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("receives a multipart message over SMTP and decodes its recipient, subject, text and links", async () => {
    const transport = nodemailer.createTransport(sink.url);
    const link = "http://127.0.0.1:3000/password/abc123?x=1&y=2";
    await transport.sendMail({
      from: "Wellguard <no-reply@wellguard.test>",
      to: "Núria <Nuria@Example.test>",
      subject: "Restablece tu contraseña — ñandú",
      text: `Hola Núria,\nUsa este enlace: ${link}\n${"a".repeat(120)}`,
      html: `<p>Hola Núria,</p><p><a href="${link.replace(/&/g, "&amp;")}">Cambiar</a></p>`,
    });

    const mail = await sink.waitForMail("nuria@example.test");
    expect(mail.to).toEqual(["nuria@example.test"]);
    expect(mail.subject).toBe("Restablece tu contraseña — ñandú");
    expect(mail.text).toContain("Hola Núria,");
    expect(mail.text).toContain("a".repeat(120));
    expect(mail.html).toContain("<p>Hola Núria,</p>");
    expect(mail.links).toEqual([link]);
  });

  it("waits for a message that has not arrived yet and gives up with the recipients it did see", async () => {
    const transport = nodemailer.createTransport(sink.url);
    const waiting = sink.waitForMail("later@example.test");
    await transport.sendMail({
      from: "a@example.test",
      to: "later@example.test",
      subject: "Later",
      text: "hi",
    });
    expect((await waiting).subject).toBe("Later");

    await expect(sink.waitForMail("nobody@example.test", 200)).rejects.toThrow(
      /No e-mail to nobody@example.test/,
    );
  });
});
