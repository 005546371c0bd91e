// An environment's type in the reader's language: a school's type as the signup names it, or "Content community".
import { COMMUNITY_TYPE } from '@brickyard/core';
import type { TFunction } from 'i18next';

export const isCommunity = (environment: { type: string }) => environment.type === COMMUNITY_TYPE;

export const environmentTypeLabel = (t: TFunction, type: string) =>
  type === COMMUNITY_TYPE
    ? t('environments.community')
    : t(`establishmentTypes.${type.replace(/[^A-Za-z]/g, '')}`, { defaultValue: type });
