import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PreferencesNotice } from '../../../../machines/flows/email-preferences.machine';
import type { EmailPermission } from '../../../../machines/rules/profile-actions';

/** The texts of the customer's own details (§2 Other screens, §8 Notices); machines carry codes only. */

/** §3/§6 the two email permissions, as the preferences screen names and explains them. */
export const permissionTexts: Record<EmailPermission, { label: MessageDescriptor; description: MessageDescriptor }> = {
  emailUseForCompanyPerm: {
    label: msg`Emails from us`,
    description: msg`News, special offers and subscription reminders about our publications.`,
  },
  emailUseAnywherePerm: {
    label: msg`Emails from our partners`,
    description: msg`We may share your email address with carefully selected partners so that they can send you their offers.`,
  },
};

/** §8 Notices of a preference save, by the code the preferences machine notifies. */
export const preferencesNotices: Record<PreferencesNotice, { color: 'green' | 'red'; title: MessageDescriptor; message: MessageDescriptor }> = {
  PREFERENCES_SAVED: {
    color: 'green',
    title: msg`Preferences Update Successful`,
    message: msg`You have successfully updated your account preferences.`,
  },
  PREFERENCES_FAILED: {
    color: 'red',
    title: msg`Preferences Update Error`,
    message: msg`There was an error updating your account preferences.`,
  },
};
