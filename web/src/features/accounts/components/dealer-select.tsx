import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { agencyRefSchema, pageResultSchema, type AgencyRef, type PageResult } from '@tis/contracts';
import { systemServiceApi } from '../../../api/clients';
import { useText } from '../../../i18n/use-text';

const agencyPageSchema = pageResultSchema(agencyRefSchema);

/** Active dealers matching a keyword, for the dealer code of a service-outlet user. */
const dealerSearchApi = systemServiceApi.injectEndpoints({
  endpoints: (build) => ({
    accountsDealerSearch: build.query<PageResult<AgencyRef>, string>({
      query: (keyword) => ({ url: '/agency/search', params: { keyword: keyword || undefined, status: 'active', pageSize: 20 } }),
      transformResponse: (value: unknown) => {
        const parsed = agencyPageSchema.safeParse(value);
        return parsed.success ? parsed.data : { list: [], total: 0 };
      },
    }),
  }),
});

const SEARCH_DELAY_MS = 300;

export interface DealerSelectProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  id?: string;
}

/** A searchable dealer dropdown (code and name); the server checks the code again on save. */
export function DealerSelect({ value, onChange, id }: DealerSelectProps) {
  const { t } = useText();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isFetching } = dealerSearchApi.useAccountsDealerSearchQuery(keyword);
  const options = (data?.list ?? []).map((a) => ({ value: a.agencyCode, label: `${a.agencyCode} ${a.agencyName}` }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: value });

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
      options={options}
      loading={isFetching}
      placeholder={t('accounts.user.dealerSearch')}
      data-testid="user-dealer"
    />
  );
}
