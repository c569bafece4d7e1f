/**
 * Kontent Delivery API errors (spec 7.1, 8.6): the body `{ message, request_id, error_code,
 * specific_code }` with Kontent's own error codes, so the SDK maps them to DeliveryError.
 */
import { randomBytes } from 'node:crypto';

export type KontentErrorBody = { message: string; request_id: string; error_code: number; specific_code: number };

export class DeliveryApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number,
    message: string,
    readonly specificCode = 0,
  ) {
    super(message);
    this.name = 'DeliveryApiError';
  }
}

/** Kontent's error codes (general 0–6, controller 100–104, query parser 1000–1010). */
export const ERROR_CODES = {
  internal: 0,
  resourceNotFound: 1,
  badRequest: 2,
  unauthorized: 3,
  /** The response would be too large; clients split the request (spec 7.1, 8.1). */
  responseTooLarge: 6,
  itemNotFound: 100,
  typeNotFound: 101,
  elementNotFound: 102,
  taxonomyNotFound: 104,
  rangeArity: 1000,
  projectionField: 1001,
  unknownOperator: 1002,
  repeatedParameter: 1003,
  reservedParameter: 1004,
  positiveInteger: 1005,
  nonNegativeInteger: 1006,
  orderDirection: 1007,
  orderTarget: 1008,
  multipleOrder: 1009,
} as const;

const bad = (code: number, message: string) => new DeliveryApiError(400, code, message);

export const apiErrors = {
  resourceNotFound: (path: string) => new DeliveryApiError(404, ERROR_CODES.resourceNotFound, `No HTTP resource was found that matches the request '${path}'. See the Delivery API reference.`),
  methodNotAllowed: (method: string) => new DeliveryApiError(405, ERROR_CODES.resourceNotFound, `The requested resource does not support HTTP method '${method}'.`),
  environmentNotFound: (id: string) => new DeliveryApiError(404, ERROR_CODES.resourceNotFound, `The requested environment '${id}' was not found.`),
  unauthorized: () =>
    new DeliveryApiError(
      401,
      ERROR_CODES.unauthorized,
      'Missing or invalid access token. Please include the valid access token value in the Authorization header field as an HTTP bearer authorization scheme.',
    ),
  itemNotFound: (codename: string) => new DeliveryApiError(404, ERROR_CODES.itemNotFound, `The requested content item '${codename}' was not found.`),
  typeNotFound: (codename: string) => new DeliveryApiError(404, ERROR_CODES.typeNotFound, `The requested content type '${codename}' was not found.`),
  elementNotFound: (element: string, type: string) => new DeliveryApiError(404, ERROR_CODES.elementNotFound, `The requested content element '${element}' was not found in content type '${type}'.`),
  taxonomyNotFound: (codename: string) => new DeliveryApiError(404, ERROR_CODES.taxonomyNotFound, `The requested taxonomy group '${codename}' was not found.`),
  languageNotFound: (codename: string) => bad(ERROR_CODES.badRequest, `The requested language '${codename}' was not found in the environment.`),
  malformedPath: (segment: string) => bad(ERROR_CODES.badRequest, `The path segment '${segment}' is not valid percent-encoding.`),
  malformedFilter: (key: string) => bad(ERROR_CODES.badRequest, `Filter '${key}' is malformed. Use 'elements.<element_codename>[operator]=value' or 'system.<property>[operator]=value'.`),
  unknownSystemProperty: (key: string, property: string) => bad(ERROR_CODES.badRequest, `Filter '${key}' uses the unknown system property '${property}'.`),
  invalidFilterValue: (key: string, value: string, expected: string) => bad(ERROR_CODES.badRequest, `Filter '${key}' expects ${expected}, but the value was '${value}'.`),
  invalidContinuation: () => bad(ERROR_CODES.badRequest, 'The X-Continuation token is invalid. Start the enumeration again without it.'),
  rangeArity: (count: number) => bad(ERROR_CODES.rangeArity, `The RANGE operator expects two parameters. ${count} provided.`),
  projectionField: (parameter: string, value: string) =>
    bad(ERROR_CODES.projectionField, `Parameter '${parameter}' has to contain only names of elements, not their fields. Incorrect parameter name was '${value}'.`),
  unknownOperator: (operator: string) => bad(ERROR_CODES.unknownOperator, `Operator '${operator}' was not recognized as a valid operator.`),
  repeatedParameter: (name: string) => bad(ERROR_CODES.repeatedParameter, `Query parameter '${name}' must be specified only once.`),
  reservedParameter: (name: string) =>
    bad(
      ERROR_CODES.reservedParameter,
      `Parameter '${name}' is a reserved parameter and its syntax was not recognized. If you meant to filter by the element called '${name}', prefix it with 'elements.'.`,
    ),
  /** Hosted documents the 2,000 cap (limits.ts) but not its error code: the code of the limit's other check. */
  limitTooLarge: (max: number) => bad(ERROR_CODES.positiveInteger, `Query parameter 'limit' must be a positive integer lower than or equal to ${max}.`),
  positiveInteger: (name: string) => bad(ERROR_CODES.positiveInteger, `Query parameter '${name}' must be a positive integer.`),
  nonNegativeInteger: (name: string) => bad(ERROR_CODES.nonNegativeInteger, `Query parameter '${name}' must be a positive integer number or zero.`),
  orderDirection: (direction: string) => bad(ERROR_CODES.orderDirection, `You tried to use '${direction}' in the order parameter. The only valid values are 'asc' and 'desc'.`),
  orderTarget: (target: string) =>
    bad(ERROR_CODES.orderTarget, `It is not allowed to order by '${target}'. You can order by system properties or elements only. Elements must be prefixed with 'elements.'.`),
  multipleOrder: () => bad(ERROR_CODES.multipleOrder, 'Ordering by multiple parameters is not allowed.'),
  responseTooLarge: (bytes: number, max: number) =>
    bad(ERROR_CODES.responseTooLarge, `The response is too large (${bytes} bytes; the maximum is ${max} bytes). Reduce the depth, the limit or the elements of the query.`),
  internal: () => new DeliveryApiError(500, ERROR_CODES.internal, 'Unknown internal server error. Please contact our support.'),
} as const;

/** A request id in Kontent's style (12 base64 characters). */
export const newRequestId = (): string => randomBytes(8).toString('base64');

export const errorBody = (error: DeliveryApiError, requestId: string): KontentErrorBody => ({
  message: error.message,
  request_id: requestId,
  error_code: error.errorCode,
  specific_code: error.specificCode,
});
