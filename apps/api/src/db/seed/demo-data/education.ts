/**
 * French schools, degrees and certifications for demo diplomas (mission 6).
 */

/** Engineering schools and universities with a computer-science track. */
export const ENGINEERING_SCHOOLS: readonly string[] = [
  'INSA Lyon',
  'INSA Toulouse',
  'EPITA',
  'Epitech',
  'CentraleSupélec',
  'Télécom Paris',
  'IMT Atlantique',
  'Grenoble INP - Ensimag',
  'Polytech Nantes',
  'Université de Technologie de Compiègne',
  'ESIEE Paris',
  'EFREI Paris',
  'ISEP',
  'ENSEEIHT Toulouse',
  'Télécom SudParis',
  'ECE Paris',
];

export const UNIVERSITIES: readonly string[] = [
  'Université Paris-Saclay',
  'Sorbonne Université',
  'Université Claude Bernard Lyon 1',
  'Université de Bordeaux',
  'Université de Lille',
  'Université Toulouse III - Paul Sabatier',
  'Université Grenoble Alpes',
  'Université de Nantes',
  'Aix-Marseille Université',
  'Université de Strasbourg',
  'Université Paris Cité',
  "Université Côte d'Azur",
];

export const BUSINESS_SCHOOLS: readonly string[] = [
  'ESSEC Business School',
  'Grenoble École de Management',
  'IAE Paris - Sorbonne',
  'NEOMA Business School',
  'SKEMA Business School',
  'KEDGE Business School',
  'emlyon business school',
];

export const DESIGN_SCHOOLS: readonly string[] = [
  'Gobelins Paris',
  'Strate École de Design',
  "L'École de design Nantes Atlantique",
  'ENSCI - Les Ateliers',
  'Université Paris 8 Vincennes-Saint-Denis',
];

export const TECHNICAL_SCHOOLS: readonly string[] = [
  'IUT de Lannion',
  'IUT de Montpellier-Sète',
  'IUT Lyon 1',
  'Lycée Chaptal (BTS)',
  'IUT de Bordeaux',
  'CNAM',
];

/** A degree template: title and where such a degree is taken. */
export interface DegreeTemplate {
  readonly title: string;
  readonly schools: readonly string[];
}

export const DEGREES = {
  engineering: { title: "Diplôme d'ingénieur en informatique", schools: ENGINEERING_SCHOOLS },
  engineeringNetworks: {
    title: "Diplôme d'ingénieur, réseaux et télécommunications",
    schools: ENGINEERING_SCHOOLS,
  },
  engineeringEmbedded: { title: "Diplôme d'ingénieur, systèmes embarqués", schools: ENGINEERING_SCHOOLS },
  masterComputerScience: { title: 'Master Informatique', schools: UNIVERSITIES },
  masterMiage: {
    title: 'Master MIAGE (méthodes informatiques appliquées à la gestion)',
    schools: UNIVERSITIES,
  },
  masterDataScience: { title: 'Master Science des données', schools: UNIVERSITIES },
  masterSecurity: { title: 'Master Cybersécurité', schools: UNIVERSITIES },
  masterProjectManagement: { title: 'Master Management de projets', schools: BUSINESS_SCHOOLS },
  masterManagementIs: { title: "Master Management des systèmes d'information", schools: BUSINESS_SCHOOLS },
  masterDesign: { title: "Master Design d'interaction", schools: DESIGN_SCHOOLS },
  masterErgonomics: { title: 'Master Ergonomie cognitive', schools: UNIVERSITIES },
  butComputerScience: { title: 'BUT Informatique', schools: TECHNICAL_SCHOOLS },
  dutNetworks: { title: 'DUT Réseaux et télécommunications', schools: TECHNICAL_SCHOOLS },
  btsSio: { title: 'BTS Services informatiques aux organisations', schools: TECHNICAL_SCHOOLS },
  licenceWeb: { title: 'Licence professionnelle Métiers du numérique', schools: UNIVERSITIES },
  mba: { title: 'MBA Transformation digitale', schools: BUSINESS_SCHOOLS },
} as const satisfies Record<string, DegreeTemplate>;

export type DegreeKey = keyof typeof DEGREES;

/** A certification and the body that awards it (stored as the diploma's school). */
export interface CertificationTemplate {
  readonly title: string;
  readonly school: string;
}

export const CERTIFICATIONS = {
  awsSolutionsArchitect: {
    title: 'AWS Certified Solutions Architect - Associate',
    school: 'Amazon Web Services',
  },
  awsDeveloper: { title: 'AWS Certified Developer - Associate', school: 'Amazon Web Services' },
  azureAdministrator: { title: 'Microsoft Certified: Azure Administrator Associate', school: 'Microsoft' },
  azureSolutionsArchitect: {
    title: 'Microsoft Certified: Azure Solutions Architect Expert',
    school: 'Microsoft',
  },
  azureDataEngineer: { title: 'Microsoft Certified: Fabric Data Engineer Associate', school: 'Microsoft' },
  powerBi: { title: 'Microsoft Certified: Power BI Data Analyst Associate', school: 'Microsoft' },
  gcpDataEngineer: { title: 'Google Cloud Professional Data Engineer', school: 'Google Cloud' },
  cka: { title: 'Certified Kubernetes Administrator (CKA)', school: 'Cloud Native Computing Foundation' },
  ckad: {
    title: 'Certified Kubernetes Application Developer (CKAD)',
    school: 'Cloud Native Computing Foundation',
  },
  terraform: { title: 'HashiCorp Certified: Terraform Associate', school: 'HashiCorp' },
  psm1: { title: 'Professional Scrum Master I (PSM I)', school: 'Scrum.org' },
  pspo1: { title: 'Professional Scrum Product Owner I (PSPO I)', school: 'Scrum.org' },
  safeScrumMaster: { title: 'SAFe Scrum Master', school: 'Scaled Agile' },
  safeRte: { title: 'SAFe Release Train Engineer', school: 'Scaled Agile' },
  istqb: { title: 'ISTQB Certified Tester Foundation Level', school: 'CFTL / ISTQB' },
  istqbAutomation: { title: 'ISTQB Test Automation Engineer', school: 'CFTL / ISTQB' },
  javaOcp: { title: 'Oracle Certified Professional: Java SE 17 Developer', school: 'Oracle' },
  springProfessional: { title: 'VMware Certified Spring Professional', school: 'VMware' },
  prince2: { title: 'PRINCE2 Foundation', school: 'PeopleCert' },
  pmp: { title: 'Project Management Professional (PMP)', school: 'Project Management Institute' },
  itil: { title: 'ITIL 4 Foundation', school: 'PeopleCert' },
  sapFi: {
    title: 'SAP Certified Associate - SAP S/4HANA Cloud Private Edition, Financial Accounting',
    school: 'SAP',
  },
  sapMm: { title: 'SAP Certified Associate - SAP S/4HANA Sourcing and Procurement', school: 'SAP' },
  sapAbap: { title: 'SAP Certified Associate - Back-End Developer - ABAP Cloud', school: 'SAP' },
  salesforceAdmin: { title: 'Salesforce Certified Platform Administrator', school: 'Salesforce' },
  salesforceDeveloper: { title: 'Salesforce Certified Platform Developer I', school: 'Salesforce' },
  salesforceSales: { title: 'Salesforce Certified Sales Cloud Consultant', school: 'Salesforce' },
  iso27001: { title: 'ISO/IEC 27001 Lead Implementer', school: 'PECB' },
  ceh: { title: 'Certified Ethical Hacker (CEH)', school: 'EC-Council' },
  securityPlus: { title: 'CompTIA Security+', school: 'CompTIA' },
  ccna: { title: 'Cisco Certified Network Associate (CCNA)', school: 'Cisco' },
  rhcsa: { title: 'Red Hat Certified System Administrator (RHCSA)', school: 'Red Hat' },
  databricks: { title: 'Databricks Certified Data Engineer Associate', school: 'Databricks' },
  tensorflow: { title: 'Deep Learning Specialization', school: 'DeepLearning.AI / Coursera' },
  googleUx: { title: 'Google UX Design Professional Certificate', school: 'Google / Coursera' },
  opquast: { title: 'Certification Maîtrise de la qualité en projet web', school: 'Opquast' },
  accessibility: {
    title: 'Certified Professional in Accessibility Core Competencies (CPACC)',
    school: 'IAAP',
  },
  androidDeveloper: { title: 'Associate Android Developer', school: 'Google' },
  servicenowAdmin: { title: 'ServiceNow Certified System Administrator', school: 'ServiceNow' },
  uipath: { title: 'UiPath Certified Professional Automation Developer Associate', school: 'UiPath' },
  iseb: { title: 'ISTQB Certified Tester Advanced Level Test Manager', school: 'CFTL / ISTQB' },
  togaf: { title: 'TOGAF Enterprise Architecture Foundation', school: 'The Open Group' },
} as const satisfies Record<string, CertificationTemplate>;

export type CertificationKey = keyof typeof CERTIFICATIONS;
