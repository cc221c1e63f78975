import { Select, type SelectProps } from 'antd';
import { languagesResource, SUPPORTED_LANGUAGES_MAX_PAGE_SIZE } from '@tis/contracts';
import { resourceEndpoints } from '../../../shared/resource';

export type LanguageSelectProps = Omit<SelectProps<string>, 'options' | 'loading'>;

/** The languages of the stored list as a dropdown (code and name), in list order. */
export function LanguageSelect(props: LanguageSelectProps) {
  const { data, isFetching } = resourceEndpoints(languagesResource).useList({ pageNo: 1, pageSize: SUPPORTED_LANGUAGES_MAX_PAGE_SIZE });
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      {...props}
      loading={isFetching}
      options={(data?.list ?? []).map((l) => ({ value: l.langCode, label: `${l.langName} (${l.langCode})` }))}
    />
  );
}
