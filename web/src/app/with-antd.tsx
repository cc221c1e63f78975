import type { ComponentType } from 'react';

/**
 * Loads a component together with antd's configuration (antd-root.tsx) and draws it inside it —
 * for lazily loaded parts that use antd while the page around them does not.
 */
export function withAntd<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [Component, { AntdRoot }] = await Promise.all([load(), import('./antd-root')]);
    function WithAntd(props: P) {
      return (
        <AntdRoot>
          <Component {...props} />
        </AntdRoot>
      );
    }
    WithAntd.displayName = `WithAntd(${Component.displayName ?? Component.name})`;
    return WithAntd;
  };
}
