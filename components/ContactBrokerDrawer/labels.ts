/** The words of the broker cards and drawers (site/messages: the `drawers` namespace). */
export type BrokerLabels = {
  phone: string;
  email: string;
  localTime: string;
  office: string;
  workingHours: string;
  restrictedHours: string;
  makeEnquiry: string;
  /** '{app}' and '{name}' are replaced. */
  messageOn: string;
  apps: { whatsapp: string; telegram: string; wechat: string };
};

export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
