/**
 * Counts the `Intl` number and date formatters made from now until the returned `restore()`: it puts
 * subclasses in their place that report each one made and otherwise work as the real ones do.
 */
export function countIntlFormatters(onMake: (kind: 'number' | 'date') => void): () => void {
  const { DateTimeFormat, NumberFormat } = Intl;
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      onMake('number');
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      onMake('date');
    }
  } as typeof DateTimeFormat;
  return () => {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
  };
}
