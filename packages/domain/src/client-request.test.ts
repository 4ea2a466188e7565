/**
 * Reading a client request (issue #27 §3), on requests written for these tests, French and English:
 * sections, softeners, negations, the firm's blurb and benefits, years, spoken languages and the
 * profession, each with the words it came from. Real postings: `npm run bench:vocabulary`.
 */
import { describe, expect, it } from 'vitest';
import { readClientRequest } from './client-request.ts';
import { spokenLanguageEntries } from './languages.ts';
import { buildVocabulary, type VocabularyEntry } from './vocabulary.ts';

const skill = (id: string, labels: string[], more: Partial<VocabularyEntry> = {}): VocabularyEntry => ({
  kind: 'skill',
  id,
  labels,
  ...more,
});

const vocabulary = buildVocabulary([
  skill('java', ['Java']),
  skill('spring-boot', ['Spring Boot']),
  skill('kubernetes', ['Kubernetes'], { aliases: ['K8s'] }),
  skill('docker', ['Docker']),
  skill('postgresql', ['PostgreSQL'], { aliases: ['Postgres'] }),
  skill('mongodb', ['MongoDB']),
  skill('couchbase', ['Couchbase']),
  skill('react', ['React']),
  skill('angular', ['Angular']),
  skill('python', ['Python']),
  skill('django', ['Django']),
  skill('aws', ['Amazon Web Services (AWS)']),
  skill('azure', ['Microsoft Azure'], { aliases: ['Azure'] }),
  skill('kafka', ['Apache Kafka'], { aliases: ['Kafka'] }),
  skill('scrum', ['Scrum']),
  skill('machine-learning', ['Machine learning']),
  {
    kind: 'job',
    id: 'java-developer',
    labels: ['Développeur Java', 'Java developer'],
    aliases: ['Développeuse Java'],
  },
  { kind: 'job', id: 'tech-lead', labels: ['Tech lead'] },
  ...spokenLanguageEntries(),
]);

const read = (text: string) => readClientRequest(vocabulary, text);
const skillsOf = (text: string) =>
  read(text).skills.map(({ id, required }) => `${id}${required ? '' : ' (plus)'}`);

describe('required and nice-to-have skills (issue #27 §3)', () => {
  it('reads the title and lines under no heading as requirements', () => {
    expect(skillsOf('Développeur Java H/F\nMission sur Spring Boot et Kubernetes.')).toEqual([
      'java',
      'spring-boot',
      'kubernetes',
    ]);
  });

  it('reads sections by their headings, in French and in English', () => {
    const text = [
      'Tech lead',
      'Profil recherché :',
      '- Java, Spring Boot',
      'Les plus :',
      '- Kafka',
      'Requirements',
      '- Docker',
      'Nice to have',
      '- React',
      'Will be a plus:',
      '- Angular',
    ].join('\n');
    expect(skillsOf(text)).toEqual([
      'java',
      'spring-boot',
      'kafka (plus)',
      'docker',
      'react (plus)',
      'angular (plus)',
    ]);
  });

  it('reads items after the colon of a heading line', () => {
    expect(skillsOf('Titre\nMust have: Java, Docker\nNice to have: React')).toEqual([
      'java',
      'docker',
      'react (plus)',
    ]);
  });

  it.each([
    ['Java ; idéalement Django', ['java', 'django (plus)']],
    ['Java, de préférence avec Kafka', ['java', 'kafka (plus)']],
    ['Un SGBD (par exemple PostgreSQL)', ['postgresql (plus)']],
    ['NoSQL (MongoDB, Couchbase, etc.)', ['mongodb (plus)', 'couchbase (plus)']],
    ['NoSQL (MongoDB, Couchbase…)', ['mongodb (plus)', 'couchbase (plus)']],
    ['A message broker such as Kafka', ['kafka (plus)']],
    ['Kafka est un plus', ['kafka (plus)']],
    ['Une connaissance de Docker serait appréciée', ['docker (plus)']],
    ['Python; Django is a plus', ['python', 'django (plus)']],
    ['Python. Django would be a plus', ['python', 'django (plus)']],
    ['SQL (PostgreSQL a huge plus)', ['postgresql (plus)']],
    ['Kubernetes preferred', ['kubernetes (plus)']],
    ['Experience with React, e.g. with Angular', ['react', 'angular (plus)']],
  ])('a softener makes a skill a plus: %s', (line, expected) => {
    expect(skillsOf(`Titre\n${line}`)).toEqual(expected);
  });

  it('drops the skills of a negated clause', () => {
    expect(skillsOf('Titre\nJava. Machine learning expertise is not required.')).toEqual(['java']);
    expect(skillsOf("Titre\nJava ; Kafka n'est pas requis")).toEqual(['java']);
  });

  it('keeps a skill required when a section names it a plus too, not when the plus is its own', () => {
    expect(skillsOf('Titre\nRequired:\n- Kafka\nNice to have:\n- Kafka')).toEqual(['kafka']);
    expect(skillsOf('Titre\nStack: Java, PostgreSQL\nPostgreSQL a huge plus')).toEqual([
      'java',
      'postgresql (plus)',
    ]);
  });

  it('keeps the words each skill came from', () => {
    const text = 'Dev Java\nK8s, Spring boot 3';
    const understood = read(text);
    expect(understood.skills.map((skill) => skill.from.map((from) => from.written))).toEqual([
      ['Java'],
      ['K8s'],
      ['Spring boot'],
    ]);
    for (const understoodSkill of understood.skills) {
      for (const from of understoodSkill.from) expect(text.slice(from.start, from.end)).toBe(from.written);
    }
  });
});

describe("the firm's own words are not requirements (issue #27 §3)", () => {
  it('skips the about, partners, benefits, process and legal sections', () => {
    const text = [
      'Développeur Java',
      'Qui sommes-nous ?',
      'Une ESN experte en Azure et Kafka.',
      'Profil :',
      '- Java',
      'Nos partenaires',
      'AWS, Docker',
      'Avantages',
      'Formation React offerte',
      'Processus de recrutement',
      'Un test Python',
      'Equal opportunity employer',
      'Angular',
    ].join('\n');
    const understood = read(text);
    expect(understood.skills.map((item) => item.id)).toEqual(['java']);
    expect(
      understood.skipped.map((part) => [part.reason, text.slice(part.start, part.end).split('\n')[0]]),
    ).toEqual([
      ['about', 'Qui sommes-nous ?'],
      ['about', 'Nos partenaires'],
      ['benefits', 'Avantages'],
      ['process', 'Processus de recrutement'],
      ['legal', 'Equal opportunity employer'],
    ]);
  });

  it('skips a line presenting the firm, with the list under it', () => {
    const text = [
      'Développeur Java',
      'Notre pôle, c’est plus de 300 collaborateurs répartis en équipes :',
      '- Cloud : Azure, AWS',
      '- Data : Kafka',
      'Vous travaillerez sur Docker.',
      '- Kubernetes',
    ].join('\n');
    expect(skillsOf(text)).toEqual(['java', 'docker', 'kubernetes']);
  });

  it('skips lines about pay and benefits under no heading', () => {
    expect(skillsOf('Développeur Java\nMutuelle, tickets restaurant et formation Azure\nDocker')).toEqual([
      'java',
      'docker',
    ]);
  });

  it("reads an 'environnement technique' but not the 'environnement de travail'", () => {
    const text = 'Titre\nVotre environnement de travail\nAzure, AWS\nEnvironnement technique :\nJava';
    expect(skillsOf(text)).toEqual(['java']);
  });
});

describe('years of experience (issue #27 §3)', () => {
  it.each([
    ['Au moins 4 ans d’expérience en développement', 4],
    ['5+ years of experience', 5],
    ['Expérience de 2 à 3 ans', 2],
    ['3-5 years experience in software', 3],
    ['Vous avez 8+ ans d’expérience', 8],
    ['Experienced engineer (6 yrs)', 6],
  ])('%s → %d', (line, years) => {
    const understood = read(`Titre\n${line}`);
    expect(understood.minYears).toBe(years);
    expect(understood.minYearsFrom?.written).toMatch(new RegExp(`^${years}`));
  });

  it('takes the first number of a clause: its alternatives and details come after it', () => {
    expect(read('Titre\n3+ years of experience with a degree, or 9+ years of experience').minYears).toBe(3);
    expect(read('Titre\n8+ ans d’expérience en SAP, dont 2 sur S/4').minYears).toBe(8);
  });

  it('takes the largest of the clauses: a candidate meets them all', () => {
    const understood = read(
      'Titre\n- 2+ years with Kafka\n- 6+ years of software development\n- 1 year of Docker',
    );
    expect(understood.minYears).toBe(6);
    expect(understood.minYearsFrom?.written).toBe('6+ years');
  });

  it('reads the years after an experience heading on its line', () => {
    expect(read('Titre\nExpérience : à partir de 3 ans').minYears).toBe(3);
    expect(read('Titre\nLocalisation : à 3 ans de la retraite').minYears).toBeNull();
  });

  it('reads no minimum from years that are only a plus', () => {
    expect(read('Titre\n3+ years of experience\nIdeally 10 years of experience in banking').minYears).toBe(3);
    expect(read('Titre\n4 ans d’expérience\nNice to have\n9 ans d’expérience en banque').minYears).toBe(4);
  });

  it('reads no minimum from numbers that are not experience asked', () => {
    expect(read('Titre\nNous avons 20 ans.\nMission de 6 mois').minYears).toBeNull();
    expect(read('Titre\nSenior, expérience solide').minYears).toBeNull();
    expect(read('Titre\n30 years of experience in our field').minYears).toBeNull();
  });

  it('reads beginners welcome as 0', () => {
    expect(read('Titre\nProfils débutants acceptés').minYears).toBe(0);
    expect(read('Titre\nEntry-level position').minYears).toBe(0);
  });

  it('gives a skill the years of its clause', () => {
    const understood = read('Titre\n5 ans d’expérience en Java\nDocker');
    expect(understood.skills).toEqual([
      expect.objectContaining({ id: 'java', minYears: 5 }),
      expect.objectContaining({ id: 'docker' }),
    ]);
    expect(understood.skills[1]).not.toHaveProperty('minYears');
  });
});

describe('spoken languages (issue #27 §3)', () => {
  it.each([
    ['Anglais courant', 'en', 'full_professional'],
    ['Fluent English', 'en', 'full_professional'],
    ['Good spoken English', 'en', 'limited_professional'],
    ['Anglais niveau B2', 'en', 'limited_professional'],
    ['Français bilingue', 'fr', 'bilingual_native'],
    ['Maîtrise de l’allemand', 'de', 'full_professional'],
    ['Anglais indispensable', 'en', 'full_professional'],
    ['Notions d’espagnol', 'es', 'notions'],
  ])('%s → %s %s', (line, code, level) => {
    expect(read(`Titre\n${line}`).languages.map(({ code: c, level: l }) => [c, l])).toEqual([[code, level]]);
  });

  it('reads a language only when it is asked', () => {
    expect(read('Titre\nUne société française\nOur English-speaking clients').languages).toEqual([]);
    expect(read('Titre\nParler couramment Python').languages).toEqual([]);
  });

  it('reads two languages asked together', () => {
    expect(read('Titre\nVous parlez couramment français et anglais').languages.map((l) => l.code)).toEqual([
      'fr',
      'en',
    ]);
  });
});

describe('the profession (issue #27 §3)', () => {
  it('puts the jobs of the title first', () => {
    const understood = read('Tech lead H/F\nVous encadrez une développeuse Java.');
    expect(understood.jobs.map((job) => job.id)).toEqual(['tech-lead', 'java-developer']);
  });

  it('reads a job from the text when the title names none', () => {
    expect(read('Mission longue\nNous cherchons un Java developer').jobs.map((job) => job.id)).toEqual([
      'java-developer',
    ]);
  });

  it('reads nothing from an empty request', () => {
    expect(read('')).toEqual({
      skills: [],
      jobs: [],
      minYears: null,
      minYearsFrom: null,
      languages: [],
      skipped: [],
    });
  });
});

describe('the edges of the reading (issue #27 §3)', () => {
  it('reads a heading under a bullet or an emoji, not a sentence', () => {
    expect(skillsOf('Titre\n🔸 Nice to have :\nKafka')).toEqual(['kafka (plus)']);
    expect(skillsOf('Titre\n- Les plus\nKafka')).toEqual(['kafka (plus)']);
    expect(skillsOf('Titre\nLes plus.\nKafka')).toEqual(['kafka']);
  });

  it('takes a heading of five words at most, or eight before a colon', () => {
    expect(skillsOf('Titre\nNice to have for us\nKafka')).toEqual(['kafka (plus)']);
    expect(skillsOf('Titre\nNice to have for us all\nKafka')).toEqual(['kafka']);
    expect(skillsOf('Titre\nNice to have for all of us here: Kafka')).toEqual(['kafka (plus)']);
    expect(skillsOf('Titre\nNice to have for all of us here now: Kafka')).toEqual(['kafka']);
  });

  it('reads a sentence opening as a heading only when it is the whole heading', () => {
    expect(skillsOf('Titre\nNice to have\nVous avez :\nKafka')).toEqual(['kafka']);
    expect(skillsOf('Titre\nNice to have\nVous avez Kafka')).toEqual(['kafka (plus)']);
  });

  it('reads nothing after the colon of a skipped heading', () => {
    expect(skillsOf('Titre\nNos partenaires : AWS, Azure\nProfil :\nDocker')).toEqual(['docker']);
  });

  it('cuts clauses at bullets inside a line, not at e.g. or etc.', () => {
    expect(skillsOf('Titre\nJava • Kafka est un plus')).toEqual(['java', 'kafka (plus)']);
    expect(skillsOf('Titre\nJava, Kafka est un plus')).toEqual(['java (plus)', 'kafka (plus)']);
    expect(skillsOf('Titre\nDes outils, etc. Kafka est un plus')).toEqual(['kafka (plus)']);
  });

  it('reads example brackets only around the mention, in its clause', () => {
    expect(skillsOf('Titre\n(Docker) Kafka, etc.')).toEqual(['docker', 'kafka']);
    expect(skillsOf('Titre\nDocker (etc.). Kafka (Couchbase)')).toEqual(['docker', 'kafka', 'couchbase']);
    // A bracket opened in an earlier clause does not make an example list of this one.
    expect(skillsOf('Titre\nBases (MongoDB. Couchbase etc.)')).toEqual(['mongodb', 'couchbase']);
  });

  it('starts at the first line that holds text', () => {
    expect(read('\n\nTech lead\nJava').jobs.map((job) => job.id)).toEqual(['tech-lead']);
  });

  it('gives a skill its largest years, and none from a clause of several numbers', () => {
    const understood = read(
      'Titre\n3 ans d’expérience en Java\n5 ans d’expérience en Java\nPython: 2 years, Docker: 4 years experience',
    );
    const years = Object.fromEntries(understood.skills.map((item) => [item.id, item.minYears]));
    expect(years).toEqual({ java: 5, python: undefined, docker: undefined });
    // The request's minimum is the largest clause's (5), not the 2 years of Python.
    expect(understood.minYears).toBe(5);
  });

  it('reads a TOEIC score as a full professional level, and merges mentions', () => {
    const understood = read('Titre\nAnglais TOEIC 850 requis\nUn anglais courant');
    expect(understood.languages).toEqual([
      expect.objectContaining({ code: 'en', level: 'full_professional' }),
    ]);
    expect(understood.languages[0]!.from.map((from) => from.written)).toEqual(['Anglais', 'anglais']);
  });

  it('merges the mentions of a skill and of a job', () => {
    const understood = read('Développeur Java\nJava, Java 17\nNous cherchons un Java developer');
    expect(understood.skills.map((item) => [item.id, item.from.length])).toEqual([['java', 4]]);
    expect(understood.jobs.map((job) => [job.id, job.from.length])).toEqual([['java-developer', 2]]);
  });
});

describe('what a request says that is not asked (issue #27 §3, homonyms of the benchmark)', () => {
  const firmVocabulary = buildVocabulary([
    skill('spark', ['Apache Spark'], { aliases: ['Spark'] }),
    skill('kafka', ['Apache Kafka'], { aliases: ['Kafka'] }),
    skill('python', ['Python']),
    skill('java', ['Java']),
    skill('kubernetes', ['Kubernetes']),
    skill('ios', ['iOS']),
    skill('android', ['Android']),
    skill('gdpr', ['GDPR'], { aliases: ['RGPD'] }),
    skill('accessibility', ['Accessibility'], { aliases: ['Accessibilité'] }),
    skill('devsecops', ['DevSecOps']),
    skill('scrum', ['Scrum']),
  ]);
  const firmSkills = (text: string) =>
    readClientRequest(firmVocabulary, text).skills.map(
      ({ id, required }) => `${id}${required ? '' : ' (plus)'}`,
    );

  it("drops the employer's own name, read from the line after the title", () => {
    const text =
      'Data engineer\nSpark\nSpark (Euronext: SPK) is a data consultancy.\nRequirements\n- Python, Kafka at Spark';
    expect(firmSkills(text)).toEqual(['python', 'kafka']);
    // The title still counts, and a second line the text never speaks of as a firm is no employer.
    expect(firmSkills('Spark engineer\nSpark\nSpark is a data consultancy.\nPython')).toEqual([
      'spark',
      'python',
    ]);
    expect(firmSkills('Data engineer\nSpark\nPython, Spark')).toEqual(['spark', 'python']);
    expect(firmSkills('Data engineer\nSpark Ltd.\nSpark’s teams are great.\nPython, Spark')).toEqual([
      'python',
    ]);
  });

  it('skips the sentences whose subject is the employer, not those where it recruits', () => {
    const text = 'Data engineer\nKestrel\nKestrel builds Java platforms. Kestrel recrute un ingénieur Kafka.';
    expect(firmSkills(text)).toEqual(['kafka']);
    expect(readClientRequest(firmVocabulary, text).skipped).toEqual([
      // The employer's line and its sentence, one range.
      { start: 14, end: 52, reason: 'about' },
    ]);
  });

  it('skips the lines presenting the firm: its age, its clients', () => {
    expect(firmSkills('Titre\nFondée il y a 12 ans, notre société travaille avec Java.\nPython')).toEqual([
      'python',
    ]);
    expect(firmSkills('Titre\nWe were founded 9 years ago around Kafka.\nPython')).toEqual(['python']);
    expect(firmSkills('Titre\nOur range of clients includes banks running Kafka.\nPython')).toEqual([
      'python',
    ]);
    expect(firmSkills('Titre\nParmi nos clients, des banques sous Kafka.\nPython')).toEqual(['python']);
  });

  it('skips a heading that praises working there, and "our community"', () => {
    expect(firmSkills('Titre\nTravailler chez Kestrel, c’est :\n- Java et Kafka\nProfil\nPython')).toEqual([
      'python',
    ]);
    expect(firmSkills('Titre\nNotre communauté\n- 300 experts Kafka\nProfil\nPython')).toEqual(['python']);
  });

  it('skips the note on gendered wording and the notice on personal data', () => {
    const text = [
      'Titre',
      '(Par souci d’accessibilité, les termes employés au masculin désignent aussi le féminin.)',
      'By applying, your personal data is processed under the GDPR.',
      'Connaissance du RGPD et de l’accessibilité',
    ].join('\n');
    expect(firmSkills(text)).toEqual(['gdpr', 'accessibility']);
    expect(readClientRequest(firmVocabulary, text).skills.map((item) => item.from.length)).toEqual([1, 1]);
  });

  it('reads the line of the team, not the roles listed under it', () => {
    const text =
      'Titre\nTu rejoins une squad, aux côtés de 20 passionnés, en Scrum :\n- DevSecOps\n- Développeurs Java\nProfil\nPython';
    expect(firmSkills(text)).toEqual(['scrum', 'python']);
  });

  it('drops skills that qualify colleagues one works with', () => {
    expect(firmSkills('Titre\nYou will collaborate with iOS & Android developers and designers.')).toEqual(
      [],
    );
    expect(firmSkills('Titre\nVous travaillerez en lien avec les développeurs Java.')).toEqual([]);
    expect(firmSkills('Titre\nEn lien avec les équipes, vous développez en Java et Kafka.')).toEqual([
      'java',
      'kafka',
    ]);
    expect(firmSkills('Titre\nExperience with iOS & Android developer tools')).toEqual(['ios', 'android']);
    // Only the words up to the next comma: Kafka is asked, the Python engineers are colleagues.
    expect(firmSkills('Titre\nWork with Kafka, then Python engineers and data scientists')).toEqual([
      'kafka',
    ]);
    expect(firmSkills('Titre\nVous codez en Python avec les équipes Kafka')).toEqual(['python']);
  });

  it('drops everywhere a skill a clause says is not asked', () => {
    expect(firmSkills('Titre\nEvents flow through Kafka. (Kafka experience is not required.)\nJava')).toEqual(
      ['java'],
    );
  });
});

describe('the profession narrowed by a skill (issue #27 §3)', () => {
  const job = (id: string, labels: string[], aliases: string[] = []): VocabularyEntry => ({
    kind: 'job',
    id,
    labels,
    aliases,
  });
  const jobVocabulary = buildVocabulary([
    skill('python', ['Python']),
    skill('kafka', ['Apache Kafka'], { aliases: ['Kafka'] }),
    skill('cobol', ['COBOL']),
    skill('abap', ['ABAP']),
    skill('marketing-cloud', ['Salesforce Marketing Cloud']),
    skill('presales', ['Avant-vente']),
    job('software-developer', ['Développeur logiciel', 'Software developer'], ['Developer', 'Développeur']),
    job('software-engineer', ['Ingénieur logiciel', 'Software engineer']),
    job('frontend-developer', ['Développeur front-end', 'Front-end developer'], ['Frontend engineer']),
    job('python-developer', ['Développeur Python', 'Python developer']),
    job('salesforce-developer', ['Développeur Salesforce', 'Salesforce developer']),
    job('mainframe-developer', ['Développeur COBOL', 'COBOL developer']),
    job('abap-developer', ['Développeur ABAP', 'ABAP developer']),
    job('bi-consultant', ['Consultant BI', 'BI consultant'], ['Expert BI']),
    job('presales-engineer', ['Ingénieur avant-vente', 'Pre-sales engineer'], ['Consultant avant-vente']),
    job('tech-lead', ['Tech lead']),
  ]);
  const jobsOf = (text: string) => readClientRequest(jobVocabulary, text).jobs.map((item) => item.id);

  it.each([
    ['Software Engineer III - Frontend (Remote)', ['frontend-developer', 'software-engineer']],
    ['Senior Kafka/Python Software Engineer', ['python-developer', 'software-engineer']],
    ['Salesforce Marketing Cloud Developer II', ['salesforce-developer', 'software-developer']],
    ['COBOL SME - Insurance', ['mainframe-developer']],
    ['Développeur Python H/F', ['python-developer']],
    ['Tech lead Python', ['tech-lead']],
  ])('%s → %j', (title, jobs) => {
    expect(jobsOf(`${title}\nMission`)).toEqual(jobs);
  });

  it('says where the narrowed job was read: the role word and its qualifier', () => {
    const understood = readClientRequest(jobVocabulary, 'Software Engineer II - Frontend');
    expect(understood.jobs[0]!.from.map((from) => from.written)).toEqual(['Engineer', 'Frontend']);
  });

  it("narrows a title's role by the skill the request names most, after a job given as the post", () => {
    expect(jobsOf('IT Engineer II\nABAP development. ABAP OO, Python')).toEqual(['abap-developer']);
    expect(jobsOf('Expert Data\nAvant-vente et avant-vente.\nVous intervenez en tant qu’Expert BI.')).toEqual(
      ['bi-consultant', 'presales-engineer'],
    );
  });

  it('with no role word in the title, narrows the default roles by the request’s skills', () => {
    expect(jobsOf('Mission bancaire - Rodez\nCOBOL, COBOL et Python')).toEqual(['mainframe-developer']);
    expect(jobsOf('Mission bancaire\nAucune compétence connue')).toEqual([]);
  });
});
