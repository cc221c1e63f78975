import type { CSSProperties } from 'react';
import { Cascader } from 'antd';
import type { AreaTreeNode } from '@tis/contracts';
import { useAreaTreeQuery } from '../api/organisation-api';

export interface AreaOption {
  value: string;
  label: string;
  children?: AreaOption[];
}

/** Cascader options from the area tree; `depth` 2 stops at regions, 3 goes down to districts. */
export function areaOptions(tree: readonly AreaTreeNode[], depth: 1 | 2 | 3 = 3): AreaOption[] {
  return tree.map((area) => ({
    value: area.id,
    label: area.name,
    ...(depth > 1
      ? {
          children: area.children.map((region) => ({
            value: region.id,
            label: region.name,
            ...(depth > 2 ? { children: region.children.map((d) => ({ value: d.id, label: d.name })) } : {}),
          })),
        }
      : {}),
  }));
}

/** A path of the tree as the cascader holds it: [areaId, regionId?, districtId?] without the empty levels. */
export function toPath(...ids: (string | null | undefined)[]): string[] {
  const path: string[] = [];
  for (const id of ids) {
    if (!id) break;
    path.push(id);
  }
  return path;
}

/** The area, region and district ids of a cascader path (null for the levels not chosen). */
export function fromPath(path: readonly string[] | null | undefined): { areaId: string | null; regionId: string | null; districtId: string | null } {
  return { areaId: path?.[0] ?? null, regionId: path?.[1] ?? null, districtId: path?.[2] ?? null };
}

export interface AreaCascaderProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  /** 2: area → region; 3: area → region → district. */
  depth?: 2 | 3;
  /** Any level may be the last one chosen (filters); otherwise only the deepest level. */
  changeOnSelect?: boolean;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** Area / region / district cascader (spec section 2, case filter and dealer place), from `GET region tree`. */
export function AreaCascader({ value, onChange, id, depth = 3, changeOnSelect = true, placeholder, disabled, style, 'data-testid': testId }: AreaCascaderProps) {
  const { data: tree = [], isFetching } = useAreaTreeQuery(undefined);
  return (
    <Cascader
      id={id}
      value={value}
      // A cleared cascader reports undefined, whatever its typings say.
      onChange={(next?: string[]) => onChange?.(next ?? [])}
      options={areaOptions(tree, depth)}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter: (input, path) => path.some((o) => o.label.toLowerCase().includes(input.toLowerCase())) }}
      allowClear
      loading={isFetching}
      placeholder={placeholder}
      disabled={disabled}
      style={style}
      data-testid={testId}
    />
  );
}

const PATH_SEPARATOR = '/';

/** The area / region / district filters of a joined cascader path ('areaId/regionId'). */
export function placeFilters(joined: string | null | undefined): { areaId?: string; regionId?: string; districtId?: string } {
  const { areaId, regionId, districtId } = fromPath(joined ? joined.split(PATH_SEPARATOR) : null);
  return { ...(areaId ? { areaId } : {}), ...(regionId ? { regionId } : {}), ...(districtId ? { districtId } : {}) };
}

export interface AreaPathFilterProps extends Omit<AreaCascaderProps, 'value' | 'onChange' | 'changeOnSelect'> {
  /** The chosen path, ids joined by '/' (a plain query value for the filter bar). */
  value?: string;
  onChange?: (value: string | undefined) => void;
}

/** The cascader of a filter bar: any level may be chosen; the value is the joined path. */
export function AreaPathFilter({ value, onChange, ...props }: AreaPathFilterProps) {
  return (
    <AreaCascader
      {...props}
      value={value ? value.split(PATH_SEPARATOR) : undefined}
      onChange={(path) => onChange?.(path.length ? path.join(PATH_SEPARATOR) : undefined)}
      changeOnSelect
    />
  );
}
