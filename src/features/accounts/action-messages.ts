import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ActionCategory, ActionResult } from '../../../machines/rules/account';
import { refusalText, unknownErrorMessage } from '../../gateway/refusal-messages';

/**
 * §8 generic action messages: 'Error on ' plus the action's analytics category, with the spec's
 * own texts where it gives them ('Error Sending Password Reset').
 */
export const actionErrorMessages: Record<ActionCategory, MessageDescriptor> = {
  'Change Permissions': msg`Error on Change Permissions`,
  'Issue Lookup': msg`Error on Issue Lookup`,
  'Replacement Issue': msg`Error on Replacement Issue`,
  Suspend: msg`Error on Suspend`,
  Resume: msg`Error on Resume`,
  Extension: msg`Error on Extension`,
  'Series Update': msg`Error on Series Update`,
  'Change of Address': msg`Error on Change of Address`,
  'Change of Email': msg`Error on Change of Email`,
  'Automatic Email Add': msg`Error on Automatic Email Add`,
  'Password Reset': msg`Error Sending Password Reset`,
  'Stop Charge': msg`Error on Stop Charge`,
  'Stop Auto Renew': msg`Error on Stop Auto Renew`,
  'Start Auto Renew': msg`Error on Start Auto Renew`,
  'Store Credit Refund': msg`Error on Store Credit Refund`,
  Payment: msg`Error on Payment`,
  'Update Payment Method': msg`Error on Update Payment Method`,
  'Card Update': msg`Error on Card Update`,
  'Order Change': msg`Error on Order Change`,
  'Resin Order Update': msg`Error on Resin Order Update`,
  'Create Order': msg`Error on Create Order`,
  'Load of Intellisel': msg`Error on Load of Intellisel`,
};

/**
 * The text of a failed result: the §8 generic message, followed by the reason in the subscriber's
 * language when the gateway named one by its refusal code (issue 17 item 1). Any other text (the
 * gateway's English, a browser's network error) is not shown: §8 'Unknown error' stands for it.
 * Deviation from §8 "raw exceptions are passed through": a raw text is in no subscriber's language.
 */
export function actionErrorText(category: ActionCategory, result: ActionResult, translate: (d: MessageDescriptor) => string): string | null {
  if (result.status !== 'error') return null;
  const generic = translate(actionErrorMessages[category]);
  if (!result.message) return generic;
  return `${generic}: ${failureText(result.message, translate)}`;
}

/** A failure's message as the subscriber reads it: the refusal code's text, else §8 'Unknown error'. */
export function failureText(message: string | undefined, translate: (d: MessageDescriptor) => string): string {
  return refusalText(message, translate) ?? translate(unknownErrorMessage);
}
