/**
 * Skills some demo consultants typed themselves (custom entries: `custom: true` with a label), by
 * the domain they were added to. They show how custom entries look next to catalogue ones.
 */
export const CUSTOM_SKILLS_BY_DOMAIN: Readonly<Record<string, readonly string[]>> = {
  backend: ['Socle technique maison', 'JHipster'],
  testing: ['Gherkin', 'Katalon Studio'],
  devops: ['Rundeck', 'Control-M'],
  'data-engineering': ['Stambia', 'Semarchy xDM'],
  'erp-crm': ['Cegid XRP Flex', 'Divalto'],
  'design-ux': ['Maze', 'Optimal Workshop'],
  methods: ['Management visuel', 'Obeya'],
  security: ['Wallix Bastion'],
  'bi-analytics': ['Toucan Toco'],
  'networks-systems': ['Centreon'],
};
