import { useState, type CSSProperties } from 'react';
import { Cascader } from 'antd';
import type { AreaChild } from '@tis/contracts';
import { organisationApi, useRegionChildrenQuery } from '../../features/organisation/api/organisation-api';

/** A node of the cascader; `children` once its level below has been loaded. */
interface PlaceOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: PlaceOption[];
}

/** The nodes below each loaded parent id. */
type LoadedLevels = Readonly<Record<string, readonly AreaChild[]>>;

/** Cascader options of some nodes with what has been loaded below them; districts are the last level. */
function optionsOf(nodes: readonly AreaChild[], loaded: LoadedLevels): PlaceOption[] {
  return nodes.map((node) => {
    const isLeaf = node.isLeaf || node.level === 'district';
    const below = isLeaf ? undefined : loaded[node.id];
    return { value: node.id, label: node.name, isLeaf, ...(below ? { children: optionsOf(below, loaded) } : {}) };
  });
}

export interface PlaceCascaderProps {
  /** The chosen path: [areaId, regionId?, districtId?]. */
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * The area / region / district cascader of the case filter (spec section 2), loaded level by level
 * with `GET region children` (spec section 7): the areas first, the regions of an area when it is
 * opened, the districts of a region when that is opened. Any level may be the last one chosen.
 */
export function PlaceCascader({ value, onChange, id, placeholder, style, 'data-testid': testId }: PlaceCascaderProps) {
  const { data: areas = [], isFetching } = useRegionChildrenQuery(undefined);
  const [loadChildren] = organisationApi.useLazyRegionChildrenQuery();
  const [loaded, setLoaded] = useState<LoadedLevels>({});

  const loadBelow = (path: PlaceOption[]) => {
    const parentId = path.at(-1)?.value;
    if (parentId === undefined) return;
    const keep = (children: readonly AreaChild[]) => setLoaded((levels) => ({ ...levels, [parentId]: children }));
    // A failed load has shown the server's message; the level stays empty (the cascader stops waiting).
    void loadChildren(parentId, true)
      .unwrap()
      .then(keep, () => keep([]));
  };

  return (
    <Cascader
      id={id}
      value={value}
      // A cleared cascader reports undefined, whatever its typings say.
      onChange={(next?: string[]) => onChange?.(next ?? [])}
      options={optionsOf(areas, loaded)}
      loadData={loadBelow}
      changeOnSelect
      allowClear
      loading={isFetching}
      placeholder={placeholder}
      style={style}
      data-testid={testId}
    />
  );
}
