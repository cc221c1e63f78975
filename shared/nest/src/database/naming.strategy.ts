import { DefaultNamingStrategy, type NamingStrategyInterface } from 'typeorm';

const snake = (s: string): string => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/** Tables and columns in snake_case, in entities and migrations alike. */
export class SnakeNamingStrategy extends DefaultNamingStrategy implements NamingStrategyInterface {
  override tableName(targetName: string, userSpecifiedName: string | undefined): string {
    return userSpecifiedName ?? snake(targetName);
  }
  override columnName(propertyName: string, customName: string | undefined, embeddedPrefixes: string[]): string {
    return snake([...embeddedPrefixes, customName ?? propertyName].join('_'));
  }
}
