// The year group of a class (Year 7 to Year 13, or none), in Create Class and on the details page.
import { YEAR_GROUPS, type YearGroup } from '@brickyard/core';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function YearGroupSelect({
  value,
  onChange,
  disabled,
}: {
  value: YearGroup | '';
  onChange: (year: YearGroup | '') => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('classes.create.year')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as YearGroup | '')}
      data={[
        { value: '', label: t('classes.create.noYear') },
        ...YEAR_GROUPS.map((y) => ({
          value: y,
          label: t('classes.year', { number: y.replace('Year ', '') }),
        })),
      ]}
      disabled={disabled}
    />
  );
}
