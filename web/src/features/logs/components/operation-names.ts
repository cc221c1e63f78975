import { useMemo } from 'react';
import { OPERATION_MODULES } from '@tis/contracts';
import { useText } from '../../../i18n/use-text';
import { OPERATION_MODULE_TEXT, operationActionTextKey, operationModuleTextKey } from '../log-format';

export interface OperationNames {
  /** A recorded module in the reader's language, or as recorded when the screen does not know it. */
  moduleName: (module: string) => string;
  /** A recorded action in the reader's language, or as recorded when the screen does not know it. */
  actionName: (action: string) => string;
  /** The module filter's choices: every module that writes operation records, by its name. */
  moduleOptions: { value: string; label: string }[];
}

/** The names the operation screens show for modules and actions (texts `logs.module.*`, `logs.action.*`). */
export function useOperationNames(): OperationNames {
  const { t } = useText();
  return useMemo(() => {
    const moduleName = (module: string) => {
      const key = operationModuleTextKey(module);
      return key ? t(key) : module;
    };
    const actionName = (action: string) => {
      const key = operationActionTextKey(action);
      return key ? t(key) : action;
    };
    const moduleOptions = OPERATION_MODULES.map((value) => ({ value, label: t(OPERATION_MODULE_TEXT[value]) }));
    return { moduleName, actionName, moduleOptions };
  }, [t]);
}
