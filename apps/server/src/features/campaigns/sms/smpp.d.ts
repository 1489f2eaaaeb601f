/*
 * Types for the npm `smpp` package (farhadi/node-smpp 0.5, CommonJS, no published types): the parts the SMS code
 * uses — the text coders, PDUs, the client session and the server. Import it as `import smpp from "smpp"`: its
 * exports are attached in a loop, so Node cannot see them as named exports.
 */
declare module "smpp" {
  import type { EventEmitter } from "node:events";
  import type { Server as NetServer, Socket } from "node:net";

  namespace smpp {
    /** One of `smpp.encodings`: a text coder for the bytes of short_message. */
    interface TextCoder {
      match(value: string): boolean;
      encode(value: string): Buffer;
      decode(value: Buffer): string;
    }

    /** A GSM 03.38 table of `smpp.gsmCoder` (GSM is the default alphabet; the others are national shifts). */
    interface GsmTable {
      /** The basic table: a character's index is its septet. */
      chars: string;
      /** The extension characters, each sent as ESC (0x1B) then the septet of the matching `escChars` entry. */
      extChars: string;
      escChars: string;
      charRegex: RegExp;
    }

    /** A short_message as the library decodes it from a PDU. */
    interface DecodedMessage {
      udh?: Buffer[];
      message: string | Buffer;
    }

    const encodings: {
      /** GSM 03.38 default alphabet, one septet per octet (unpacked). */
      ASCII: TextCoder;
      LATIN1: TextCoder;
      /** UTF-16 big-endian. */
      UCS2: TextCoder;
    };

    const gsmCoder: {
      GSM: GsmTable;
      /** `table` 0x00 is the default alphabet. Characters not in the table become spaces. */
      encode(value: string, table?: number): Buffer;
      decode(value: Buffer, table?: number): string;
    };

    const consts: {
      ESM_CLASS: { UDH_INDICATOR: number };
      ENCODING: { SMSC_DEFAULT: number; UCS2: number };
    };

    /** A PDU: its header, then its parameters and TLVs by their SMPP names (message_id, message_state...). */
    class PDU {
      constructor(command: string, options?: Record<string, unknown>);
      constructor(buffer: Buffer);
      [parameter: string]: unknown;
      command: string;
      command_id: number;
      command_status: number;
      sequence_number: number;
      esm_class: number;
      data_coding: number | null;
      short_message: Buffer | DecodedMessage;
      isResponse(): boolean;
      /** The answer to this request, with the same sequence number. */
      response(options?: Record<string, unknown>): PDU;
      toBuffer(): Buffer;
    }

    type Answer = (pdu: PDU) => void;

    /** A bound or binding SMPP connection, client or server side. Emits "pdu", one event per command, "error", "close". */
    class Session extends EventEmitter {
      /** The connection (a tls.TLSSocket for ssmpp://). */
      readonly socket: Socket;
      /** Sends a PDU; `answer` is called with the response to a request. False when the socket is closed. */
      send(pdu: PDU, answer?: Answer, sent?: () => void): boolean;
      bind_transceiver(options: Record<string, unknown>, answer?: Answer): boolean;
      bind_transmitter(options: Record<string, unknown>, answer?: Answer): boolean;
      submit_sm(options: Record<string, unknown>, answer?: Answer): boolean;
      deliver_sm(options: Record<string, unknown>, answer?: Answer): boolean;
      enquire_link(options?: Record<string, unknown>, answer?: Answer): boolean;
      unbind(answer?: Answer): boolean;
      pause(): void;
      resume(): void;
      close(callback?: () => void): void;
      destroy(callback?: () => void): void;
    }

    interface ConnectOptions {
      url?: string;
      host?: string;
      port?: number;
      tls?: boolean;
      auto_enquire_link_period?: number;
      connectTimeout?: number;
      [option: string]: unknown;
    }

    function connect(options: ConnectOptions | string, listener?: () => void): Session;
    function createSession(options: ConnectOptions | string, listener?: () => void): Session;

    class Server extends NetServer {
      sessions: Session[];
    }

    function createServer(options: Record<string, unknown>, listener?: (session: Session) => void): Server;
    function createServer(listener?: (session: Session) => void): Server;
  }

  export = smpp;
}
