/**
 * The Delivery API's error code of a failure (Kontent's `errorCode`: 100 for an item that does not
 * exist in the language), or null for any other failure. Read from the SDK's DeliveryError, and by
 * its shape as well: a route's server bundle can hold a second copy of the SDK, whose errors are not
 * instances of this copy's class.
 */
import { DeliveryError } from '@kontent-ai/delivery-sdk';

export const ITEM_NOT_FOUND = 100;

export const deliveryErrorCode = (error: unknown): number | null => {
  if (error instanceof DeliveryError) return error.errorCode;
  if (typeof error !== 'object' || error === null || !('requestId' in error) || !('errorCode' in error)) return null;
  return typeof error.errorCode === 'number' ? error.errorCode : null;
};
