import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  ExtensionRefusal,
  SeriesUpdateRefusal,
  ReplacementReasonCode,
  ReplacementRefusal,
  ResumeRefusal,
  SuspendReasonCode,
  SuspendRefusal,
} from '../../../../machines/rules/subscription-actions';

/** The texts of the codes the subscription flows carry (STYLE rule 5). */

export const suspendReasonMessages: Record<SuspendReasonCode, MessageDescriptor> = {
  VAC: msg`Vacation`,
  TEMP: msg`Temporarily away`,
  OTHER: msg`Other reason`,
};

/** §2 Replacement-issue screen: the two reasons. */
export const replacementReasonMessages: Record<ReplacementReasonCode, MessageDescriptor> = {
  DAMAGED: msg`Damaged Issue`,
  MISSING: msg`Missing Issue`,
};

type Refusal = SuspendRefusal | ResumeRefusal | ReplacementRefusal | ExtensionRefusal | SeriesUpdateRefusal;

/** Why a flow is not offered for this order (§6: suspend needs enableSuspend and isSuspendable). */
export const refusalMessages: Record<Refusal, MessageDescriptor> = {
  suspendDisabled: msg`Suspending delivery is not available for this publication.`,
  notSuspendable: msg`Delivery of this subscription cannot be suspended.`,
  notSuspended: msg`Delivery of this subscription is not suspended, so there is nothing to resume.`,
  noIssues: msg`This subscription has no delivered issues to replace.`,
  notExtendable: msg`This subscription cannot be extended.`,
  notSeriesPlan: msg`Only a running series plan has series settings to change.`,
};
