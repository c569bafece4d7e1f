/** Spec 8.1: page errors carry a status code and message for the error page. */
import { DeliveryError } from '@kontent-ai/delivery-sdk';

export const STATUS_MESSAGES: Record<number, string> = {
  404: 'Not Found',
  500: 'Internal Server Error',
};

export class PageError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string;
  constructor(statusCode: number, detail: string) {
    super(detail);
    this.name = 'PageError';
    this.statusCode = statusCode;
    this.statusMessage = STATUS_MESSAGES[statusCode] ?? STATUS_MESSAGES[500] ?? 'Internal Server Error';
  }

  /** Any failure of the content service is a 500 (INTERNAL_SERVER) for the visitor. */
  static from(error: unknown): PageError {
    if (error instanceof PageError) return error;
    if (error instanceof DeliveryError) {
      return new PageError(500, `Content service error ${error.errorCode}: ${error.message} (request ${error.requestId ?? 'unknown'})`);
    }
    return new PageError(500, error instanceof Error ? error.message : String(error));
  }
}
