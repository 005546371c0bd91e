// The class forms' own wording of the core class rules (Create Class and the class's details say them alike).
import {
  CLASS_NAME_REQUIRED,
  CLASS_PASSWORD_MIN_MESSAGE,
  CLASS_PASSWORD_REQUIRED,
  PASSWORD_MIN,
} from '@brickyard/core';
import type { TFunction } from 'i18next';

export const classFormMessages = (t: TFunction) => ({
  [CLASS_NAME_REQUIRED]: t('classes.create.nameRequired'),
  [CLASS_PASSWORD_REQUIRED]: t('classes.create.passwordRequired'),
  [CLASS_PASSWORD_MIN_MESSAGE]: t('classes.create.passwordMin', { min: PASSWORD_MIN }),
});
