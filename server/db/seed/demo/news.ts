/**
 * News of the fictional demo firm Marlowe Kessler & Shen: firm news, events, insights and
 * external articles. Publications, websites and events named here are invented; the legal
 * developments described are summarised for demonstration and are not legal advice.
 */
import type { DemoNews } from './types.js';

export const news: DemoNews[] = [
  {
    key: 'news-01',
    folderKey: 'firm-news',
    practiceAreaKeys: ['data-technology', 'employment'],
    date: '2025-01-15T09:00:00Z',
    cover: 'cover:news-01',
    title: {
      de_DE: 'Zoë Whitfield zur Counsel und Thomas Okafor zum Senior Associate ernannt',
      en_US: 'Zoë Whitfield promoted to Counsel and Thomas Okafor to Senior Associate',
      zh_CN: '佐伊·惠特菲尔德晋升为顾问律师，托马斯·奥卡福晋升为资深律师',
    },
    note: {
      de_DE: 'Zum Jahresbeginn befördert die Kanzlei zwei Londoner Kolleginnen und Kollegen aus den Bereichen Datenschutz und Arbeitsrecht.',
      en_US: 'The firm starts the year by promoting two London lawyers from its data protection and employment teams.',
      zh_CN: '新年伊始，本所晋升伦敦办公室数据合规与劳动团队的两位律师。',
    },
    content: {
      de_DE: `<p>Marlowe Kessler &amp; Shen freut sich, zum 1. Januar 2025 zwei Beförderungen im Londoner Büro bekannt zu geben: Zoë Whitfield wird Counsel, Thomas Okafor wird Senior Associate.</p>
<p>Zoë kam 2021 aus der Rechtsabteilung eines europäischen Softwareunternehmens zu uns und hat seitdem unsere Beratung zu internationalen Datenflüssen maßgeblich aufgebaut. Mandanten schätzen besonders, dass sie komplexe Vorgaben aus DSGVO, UK GDPR und chinesischem Recht in konkrete Arbeitsanweisungen übersetzt.</p>
<p>Thomas berät deutsche und chinesische Unternehmen, die im Vereinigten Königreich Personal aufbauen. Im vergangenen Jahr hat er unter anderem mehrere Vertriebsgesellschaften bei ihrem Markteintritt begleitet und die Bonusregelungen einer europäischen Konzerngruppe neu gestaltet.</p>
<blockquote>„Beide stehen für das, was unsere Mandanten an uns schätzen: fundiertes Fachwissen, das sich unmittelbar im Geschäft umsetzen lässt“, sagt Managing Partner Eleanor Marlowe.</blockquote>`,
      en_US: `<p>Marlowe Kessler &amp; Shen is pleased to announce two promotions in its London office with effect from 1 January 2025: Zoë Whitfield becomes Counsel and Thomas Okafor becomes Senior Associate.</p>
<p>Zoë joined us in 2021 from the legal department of a European software company and has since been instrumental in building our practice on international data flows. Clients particularly value her ability to turn complex requirements under the EU GDPR, the UK GDPR and Chinese law into practical instructions.</p>
<p>Thomas advises German and Chinese businesses building teams in the United Kingdom. Over the past year he has supported several sales subsidiaries on their market entry and redesigned the bonus arrangements of a European group.</p>
<blockquote>"Both of them stand for what our clients value in us: sound expertise that can be put to work in the business straight away," says managing partner Eleanor Marlowe.</blockquote>`,
      zh_CN: `<p>麦凯沈律师事务所欣然宣布，自 2025 年 1 月 1 日起，伦敦办公室两位律师获得晋升：佐伊·惠特菲尔德晋升为顾问律师，托马斯·奥卡福晋升为资深律师。</p>
<p>佐伊于 2021 年从一家欧洲软件公司的法务部加入本所，此后在建立本所跨境数据业务方面发挥了关键作用。客户尤其赞赏她能够将欧盟 GDPR、英国 GDPR 和中国法律的复杂要求转化为切实可行的操作指引。</p>
<p>托马斯为在英国组建团队的德国和中国企业提供咨询。过去一年，他协助多家销售子公司顺利进入英国市场，并为一家欧洲集团重新设计了奖金制度。</p>
<blockquote>管理合伙人埃莉诺·马洛表示：“他们两位体现了客户最看重我们的地方——扎实的专业能力，而且能够直接应用于业务之中。”</blockquote>`,
    },
  },
  {
    key: 'news-02',
    folderKey: 'legal-updates',
    practiceAreaKeys: ['dispute-resolution'],
    date: '2025-02-27T08:30:00Z',
    cover: 'cover:news-02',
    title: {
      de_DE: 'Neues englisches Schiedsverfahrensgesetz: Was sich für internationale Parteien ändert',
      en_US: 'The Arbitration Act 2025: what changes for international parties',
      zh_CN: '英国《2025 年仲裁法》：国际当事人需要了解的变化',
    },
    note: {
      de_DE: 'Das reformierte Schiedsrecht von England und Wales bringt mehr Klarheit beim anwendbaren Recht und neue Befugnisse für Schiedsgerichte.',
      en_US: 'The reformed arbitration law of England and Wales brings more clarity on governing law and new powers for tribunals.',
      zh_CN: '英格兰及威尔士仲裁法改革明确了仲裁协议的准据法，并赋予仲裁庭新的权力。',
    },
    content: {
      de_DE: `<p>Mit dem Arbitration Act 2025 hat das Vereinigte Königreich sein Schiedsverfahrensrecht von 1996 gezielt modernisiert. London bleibt damit einer der attraktivsten Schiedsorte der Welt – auch für deutsche und chinesische Unternehmen, die sich häufig auf London als neutralen Ort einigen.</p>
<h2>Die wichtigsten Neuerungen</h2>
<ul>
<li><strong>Recht der Schiedsvereinbarung:</strong> Haben die Parteien nichts anderes ausdrücklich vereinbart, unterliegt die Schiedsvereinbarung künftig dem Recht des Schiedsorts – und nicht automatisch dem Recht des Hauptvertrags.</li>
<li><strong>Offenlegungspflicht der Schiedsrichter:</strong> Schiedsrichter müssen Umstände offenlegen, die berechtigte Zweifel an ihrer Unparteilichkeit begründen könnten.</li>
<li><strong>Summarisches Verfahren:</strong> Schiedsgerichte können Ansprüche oder Einwendungen ohne reale Erfolgsaussicht im Wege einer vereinfachten Entscheidung erledigen.</li>
<li><strong>Emergency Arbitrators:</strong> Die Befugnisse von Eilschiedsrichtern werden ausdrücklich gesetzlich anerkannt.</li>
</ul>
<h2>Was Sie jetzt tun sollten</h2>
<p>Prüfen Sie Ihre Musterklauseln: Wer etwa einen Vertrag deutschem Recht unterstellt, aber London als Schiedsort wählt, sollte bewusst entscheiden, welches Recht für die Schiedsvereinbarung selbst gelten soll. Eine ausdrückliche Regelung schafft hier Rechtssicherheit.</p>
<p>Gerne prüfen wir Ihre bestehenden Klauseln und schlagen bei Bedarf Anpassungen vor.</p>`,
      en_US: `<p>With the Arbitration Act 2025, the United Kingdom has given its 1996 arbitration statute a targeted update. London remains one of the world's most attractive seats, not least for German and Chinese businesses, which often agree on London as neutral ground.</p>
<h2>The key changes</h2>
<ul>
<li><strong>Law of the arbitration agreement:</strong> unless the parties expressly agree otherwise, the arbitration agreement will be governed by the law of the seat rather than automatically following the law of the main contract.</li>
<li><strong>Arbitrators' duty of disclosure:</strong> arbitrators must disclose circumstances that might reasonably give rise to justifiable doubts about their impartiality.</li>
<li><strong>Summary disposal:</strong> tribunals may dispose of claims or defences that have no real prospect of success on a summary basis.</li>
<li><strong>Emergency arbitrators:</strong> the powers of emergency arbitrators are expressly recognised in the statute.</li>
</ul>
<h2>What to do now</h2>
<p>Review your model clauses. If, for example, you subject a contract to German law but choose London as the seat, decide consciously which law should govern the arbitration agreement itself. An express choice provides certainty.</p>
<p>We would be happy to review your existing clauses and suggest amendments where needed.</p>`,
      zh_CN: `<p>英国通过《2025 年仲裁法》对 1996 年仲裁法进行了有针对性的修订。伦敦依然是全球最具吸引力的仲裁地之一，德国和中国企业也经常将伦敦约定为中立的仲裁地。</p>
<h2>主要变化</h2>
<ul>
<li><strong>仲裁协议的准据法：</strong>除非当事人另有明确约定，仲裁协议将适用仲裁地法律，而不再当然适用主合同的准据法。</li>
<li><strong>仲裁员披露义务：</strong>仲裁员须披露可能合理引起对其公正性产生正当怀疑的情况。</li>
<li><strong>简易处理程序：</strong>对于没有实际胜诉可能的请求或抗辩，仲裁庭可以简易方式作出处理。</li>
<li><strong>紧急仲裁员：</strong>法律明确承认紧急仲裁员的权力。</li>
</ul>
<h2>企业应如何应对</h2>
<p>建议审查贵司的标准仲裁条款。例如，如合同适用德国法但选择伦敦作为仲裁地，应当明确约定仲裁协议本身适用何种法律，以增强确定性。</p>
<p>我们乐于审阅贵司现有条款，并在需要时提出修改建议。</p>`,
    },
  },
  {
    key: 'news-03',
    folderKey: 'events',
    practiceAreaKeys: ['corporate-ma'],
    date: '2025-03-20T16:00:00Z',
    cover: 'cover:news-03',
    title: {
      de_DE: 'Frühstücksseminar in Frankfurt: Investieren im Vereinigten Königreich',
      en_US: 'Breakfast seminar in Frankfurt: investing in the United Kingdom',
      zh_CN: '法兰克福早餐研讨会：投资英国的实务经验',
    },
    note: {
      de_DE: 'Rund 40 Gäste diskutierten mit unseren Anwältinnen und Anwälten über Chancen und Fallstricke beim Markteintritt in Großbritannien.',
      en_US: 'Around 40 guests joined our lawyers to discuss the opportunities and pitfalls of entering the UK market.',
      zh_CN: '约 40 位嘉宾与本所律师共同探讨进入英国市场的机遇与风险。',
    },
    content: {
      de_DE: `<p>Am 19. März 2025 begrüßten wir rund 40 Geschäftsführerinnen, Geschäftsführer und Justiziare aus dem Rhein-Main-Gebiet zu unserem Frühstücksseminar „Investieren im Vereinigten Königreich – was Mittelständler wissen sollten“.</p>
<p>Jürgen Kessler und Eleanor Marlowe, die eigens aus London angereist war, erläuterten anhand von Praxisbeispielen, worauf es bei Gründung, Kauf und Führung einer britischen Tochtergesellschaft ankommt. Thomas Okafor ergänzte die arbeitsrechtliche Perspektive.</p>
<h2>Die drei meistdiskutierten Themen</h2>
<ul>
<li>die Anmeldepflicht nach dem britischen Investitionsprüfungsrecht und ihre Auswirkungen auf den Zeitplan,</li>
<li>Unterschiede zwischen deutschem und englischem Vertragsverständnis, etwa bei Garantien und Freistellungen,</li>
<li>die Gestaltung von Arbeitsverträgen für Führungskräfte vor Ort.</li>
</ul>
<p>Wir danken allen Gästen für die lebhafte Diskussion. Die Präsentation stellen wir Teilnehmenden gerne auf Anfrage zur Verfügung.</p>`,
      en_US: `<p>On 19 March 2025 we welcomed around 40 managing directors and in-house lawyers from the Rhine-Main region to our breakfast seminar "Investing in the United Kingdom: what mid-sized companies should know".</p>
<p>Jürgen Kessler and Eleanor Marlowe, who travelled from London for the occasion, used real-world examples to explain what matters when setting up, buying and running a UK subsidiary. Thomas Okafor added the employment law perspective.</p>
<h2>The three most discussed topics</h2>
<ul>
<li>mandatory notification under the UK investment screening regime and its impact on deal timetables;</li>
<li>differences between German and English contractual thinking, for example on warranties and indemnities;</li>
<li>how to structure employment contracts for local managers.</li>
</ul>
<p>We thank all our guests for a lively discussion. Attendees can request a copy of the slides from us.</p>`,
      zh_CN: `<p>2025 年 3 月 19 日，我们邀请了莱茵-美因地区约 40 位企业总经理和法务负责人，参加主题为“投资英国——中型企业须知”的早餐研讨会。</p>
<p>于尔根·凯斯勒与专程从伦敦赶来的埃莉诺·马洛结合实际案例，讲解了设立、收购和经营英国子公司的关键要点。托马斯·奥卡福则从劳动法角度作了补充。</p>
<h2>讨论最热烈的三个话题</h2>
<ul>
<li>英国投资安全审查制度下的强制申报及其对交易时间表的影响；</li>
<li>德国与英国在合同理念上的差异，例如陈述保证与赔偿条款；</li>
<li>当地管理人员劳动合同的设计。</li>
</ul>
<p>感谢各位嘉宾的热烈讨论。参会者如需演示文稿，欢迎与我们联系索取。</p>`,
    },
  },
  {
    key: 'news-04',
    folderKey: 'client-alerts',
    practiceAreaKeys: ['data-technology'],
    date: '2025-04-10T07:00:00Z',
    cover: 'cover:news-04',
    title: {
      de_DE: 'China: Pflicht zu Datenschutz-Compliance-Audits',
      en_US: 'China: personal information protection compliance audits',
      zh_CN: '中国个人信息保护合规审计要求解读',
    },
    note: {
      de_DE: 'Neue Vorschriften konkretisieren, wann und wie Unternehmen in China ihre Datenverarbeitung regelmäßig prüfen müssen.',
      en_US: 'New rules set out when and how businesses in China must audit their handling of personal information.',
      zh_CN: '新规明确了企业在中国开展个人信息保护合规审计的时间和方式。',
    },
    content: {
      de_DE: `<p>Das chinesische Datenschutzgesetz verlangt bereits seit 2021, dass Verarbeiter personenbezogener Informationen regelmäßig prüfen, ob sie die gesetzlichen Vorgaben einhalten. Neue Verwaltungsvorschriften der Cyberspace-Behörde, die am 1. Mai 2025 in Kraft treten, legen nun fest, wie diese Audits ablaufen sollen.</p>
<h2>Wer ist betroffen?</h2>
<p>Grundsätzlich alle Unternehmen, die in China personenbezogene Informationen verarbeiten. Wer die Daten von mehr als zehn Millionen Personen verarbeitet, muss mindestens alle zwei Jahre ein Audit durchführen. Darüber hinaus können die Behörden ein Audit durch einen externen Prüfer anordnen, etwa nach einem Datenschutzvorfall.</p>
<h2>Was das für Tochtergesellschaften europäischer Konzerne bedeutet</h2>
<p>Viele europäische Gruppen verarbeiten in China vor allem Beschäftigten- und Kundendaten. Auch wenn die Schwelle von zehn Millionen Personen selten erreicht wird, empfehlen wir, den Prüfkatalog als Maßstab für die eigene Compliance zu nutzen und die Ergebnisse mit den Audits nach der DSGVO abzustimmen.</p>
<p>Unser Team in Shanghai unterstützt Sie gerne bei der Planung und Dokumentation.</p>`,
      en_US: `<p>China's Personal Information Protection Law has, since 2021, required handlers of personal information to audit their compliance regularly. New administrative measures from the Cyberspace Administration, taking effect on 1 May 2025, now set out how these audits should be carried out.</p>
<h2>Who is affected?</h2>
<p>In principle, every business handling personal information in China. Handlers processing the data of more than ten million individuals must carry out an audit at least once every two years. The authorities may also require an audit by an external professional body, for instance after a data incident.</p>
<h2>What this means for subsidiaries of European groups</h2>
<p>Many European groups mainly process employee and customer data in China. Even where the ten-million threshold is not reached, we recommend using the audit checklist as a benchmark for your own compliance and aligning the results with your GDPR audits.</p>
<p>Our Shanghai team will be glad to help you plan and document the process.</p>`,
      zh_CN: `<p>《个人信息保护法》自 2021 年起即要求个人信息处理者定期对其合规情况进行审计。国家网信办发布的相关管理办法将于 2025 年 5 月 1 日起施行，对合规审计的具体开展方式作出了规定。</p>
<h2>哪些企业受到影响？</h2>
<p>原则上，所有在中国境内处理个人信息的企业均适用。处理超过一千万人个人信息的处理者，应当至少每两年开展一次合规审计。此外，在发生个人信息安全事件等情形下，主管部门可以要求处理者委托专业机构进行审计。</p>
<h2>对欧洲集团在华子公司的影响</h2>
<p>许多欧洲集团在华主要处理员工和客户信息。即使未达到一千万人的门槛，我们也建议企业以审计要点为基准检视自身合规状况，并与 GDPR 项下的审计结果相互衔接。</p>
<p>我们的上海团队乐于协助您规划审计工作并完善相关文档。</p>`,
    },
  },
  {
    key: 'news-05',
    folderKey: 'in-the-media',
    practiceAreaKeys: ['corporate-ma'],
    date: '2025-05-06T10:00:00Z',
    cover: 'cover:news-05',
    title: {
      de_DE: 'Jürgen Kessler im Interview: Chinesische Investoren im Mittelstand',
      en_US: 'Interview with Jürgen Kessler: Chinese investors in the German Mittelstand',
      zh_CN: '于尔根·凯斯勒专访：中国投资人与德国中型企业',
    },
    note: {
      de_DE: 'Im Gespräch mit einem regionalen Wirtschaftsmagazin erklärt Jürgen Kessler, warum Nachfolgelösungen neue Chancen eröffnen.',
      en_US: 'Speaking to a regional business magazine, Jürgen Kessler explains why succession planning is opening new doors.',
      zh_CN: '于尔根·凯斯勒接受地区商业杂志采访，解读企业传承为何带来新机遇。',
    },
    externalUrl: {
      de_DE: 'https://www.rhein-main-wirtschaftsblatt.example/interviews/2025/kessler-mittelstand-china',
      en_US: 'https://www.rhein-main-wirtschaftsblatt.example/en/interviews/2025/kessler-mittelstand-china',
      zh_CN: 'https://www.rhein-main-wirtschaftsblatt.example/zh/interviews/2025/kessler-mittelstand-china',
    },
    content: {
      de_DE: `<p>Viele Familienunternehmen finden keinen Nachfolger in der eigenen Familie. Im Interview spricht Jürgen Kessler darüber, unter welchen Bedingungen ein strategischer Investor aus China eine gute Lösung sein kann – und worauf Eigentümer bei den Verhandlungen achten sollten.</p>`,
      en_US: `<p>Many family businesses cannot find a successor within the family. In this interview Jürgen Kessler discusses when a strategic investor from China can be a good answer, and what owners should watch out for in the negotiations.</p>`,
      zh_CN: `<p>许多家族企业难以在家族内部找到接班人。于尔根·凯斯勒在采访中谈到，在什么条件下引入中国战略投资人是一个好的选择，以及企业主在谈判中应当注意哪些问题。</p>`,
    },
  },
  {
    key: 'news-06',
    folderKey: 'legal-updates',
    practiceAreaKeys: ['data-technology'],
    date: '2025-06-30T08:00:00Z',
    cover: 'cover:news-06',
    title: {
      de_DE: 'Data (Use and Access) Act 2025: Das britische Datenschutzrecht geht eigene Wege',
      en_US: 'Data (Use and Access) Act 2025: UK data protection law takes its own path',
      zh_CN: '英国《2025 年数据（使用和访问）法》：英国数据保护法走向独立道路',
    },
    note: {
      de_DE: 'Das neue Gesetz lockert einige Vorgaben der UK GDPR – international tätige Unternehmen sollten die Unterschiede zur EU kennen.',
      en_US: 'The new Act relaxes some UK GDPR requirements, and international businesses need to understand where the UK now differs from the EU.',
      zh_CN: '新法放宽了英国 GDPR 的部分要求，跨国企业需要了解英国与欧盟规则的差异。',
    },
    content: {
      de_DE: `<p>Mit dem Data (Use and Access) Act 2025 hat das Vereinigte Königreich im Juni 2025 die bislang umfassendste Reform seines Datenschutzrechts seit dem Brexit verabschiedet. Die Änderungen treten schrittweise in Kraft.</p>
<h2>Wesentliche Neuerungen</h2>
<ul>
<li>eine Liste „anerkannter berechtigter Interessen“, bei denen keine gesonderte Interessenabwägung mehr erforderlich ist, etwa bei bestimmten Sicherheitszwecken;</li>
<li>mehr Spielraum für automatisierte Einzelentscheidungen, sofern angemessene Schutzmaßnahmen bestehen;</li>
<li>neue Ausnahmen von der Einwilligungspflicht für bestimmte Cookies mit geringem Risiko;</li>
<li>ein neuer Maßstab für Datenübermittlungen in Drittländer, der auf einen „nicht wesentlich niedrigeren“ Schutzstandard abstellt;</li>
<li>die Pflicht, ein internes Verfahren für Datenschutzbeschwerden einzurichten.</li>
</ul>
<h2>Bedeutung für deutsche und chinesische Unternehmen</h2>
<p>Die meisten Unternehmen werden ihre konzernweiten Standards an der strengeren DSGVO ausrichten. Dennoch lohnt ein genauer Blick: Die Erleichterungen können britische Prozesse vereinfachen, und die neuen Übermittlungsregeln betreffen unmittelbar Datenflüsse nach China.</p>
<p>Sprechen Sie uns an, wenn Sie wissen möchten, welche Anpassungen für Ihr Unternehmen sinnvoll sind.</p>`,
      en_US: `<p>In June 2025 the United Kingdom passed the Data (Use and Access) Act 2025, its most significant data protection reform since Brexit. The changes are being brought into force in stages.</p>
<h2>Key changes</h2>
<ul>
<li>a list of "recognised legitimate interests" for which no separate balancing test is needed, such as certain security purposes;</li>
<li>more room for automated decision-making, provided appropriate safeguards are in place;</li>
<li>new exemptions from the consent requirement for certain low-risk cookies;</li>
<li>a new test for international transfers based on whether the standard of protection is "not materially lower";</li>
<li>a duty to put in place an internal process for data protection complaints.</li>
</ul>
<h2>What it means for German and Chinese businesses</h2>
<p>Most groups will continue to align their standards with the stricter EU GDPR. It is nevertheless worth taking a closer look: the relaxations may simplify UK processes, and the new transfer rules bear directly on data flows to China.</p>
<p>Get in touch if you would like to know which adjustments make sense for your business.</p>`,
      zh_CN: `<p>2025 年 6 月，英国通过了《2025 年数据（使用和访问）法》，这是英国脱欧以来最重要的一次数据保护法改革。相关规定将分阶段生效。</p>
<h2>主要变化</h2>
<ul>
<li>设立“认可的正当利益”清单，例如特定的安全目的，无需另行进行利益权衡；</li>
<li>在具备适当保障措施的前提下，放宽对自动化决策的限制；</li>
<li>对部分低风险 Cookie 豁免同意要求；</li>
<li>以保护水平“不实质性低于”英国为标准，确立新的数据跨境传输规则；</li>
<li>要求企业建立处理数据保护投诉的内部程序。</li>
</ul>
<h2>对德国和中国企业的影响</h2>
<p>大多数企业集团仍会以更为严格的欧盟 GDPR 作为统一标准。但新法仍值得细究：相关便利措施可以简化英国业务流程，而新的跨境传输规则则直接关系到向中国传输数据的安排。</p>
<p>如您希望了解贵司需要作出哪些调整，欢迎与我们联系。</p>`,
    },
  },
  {
    key: 'news-07',
    folderKey: 'client-alerts',
    practiceAreaKeys: ['trade-compliance'],
    date: '2025-08-12T07:30:00Z',
    cover: 'cover:news-07',
    title: {
      de_DE: 'Vereinigtes Königreich: Neuer Straftatbestand „Failure to prevent fraud“ ab 1. September 2025',
      en_US: 'UK: the "failure to prevent fraud" offence takes effect on 1 September 2025',
      zh_CN: '英国：“未能防止欺诈罪”自 2025 年 9 月 1 日起施行',
    },
    note: {
      de_DE: 'Große Unternehmen mit Bezug zum Vereinigten Königreich müssen nachweisen können, dass sie angemessene Verfahren zur Betrugsprävention eingeführt haben.',
      en_US: 'Large organisations with a UK connection need to be able to show they have reasonable fraud prevention procedures in place.',
      zh_CN: '与英国有关联的大型机构须能够证明其已建立合理的防止欺诈程序。',
    },
    content: {
      de_DE: `<p>Ab dem 1. September 2025 können große Organisationen im Vereinigten Königreich strafrechtlich belangt werden, wenn eine ihnen verbundene Person – etwa ein Mitarbeiter, ein Vertreter oder eine Tochtergesellschaft – zu ihren Gunsten einen Betrug begeht. Grundlage ist der Economic Crime and Corporate Transparency Act 2023.</p>
<h2>Wer gilt als „große Organisation“?</h2>
<p>Erfasst sind Unternehmen und Personengesellschaften, die mindestens zwei von drei Kriterien erfüllen: mehr als 250 Beschäftigte, mehr als 36 Millionen Pfund Umsatz oder mehr als 18 Millionen Pfund Bilanzsumme. Maßgeblich ist dabei die Gruppe insgesamt. Auch ausländische Konzerne können betroffen sein, wenn die Tat einen Bezug zum Vereinigten Königreich hat.</p>
<h2>Die einzige Verteidigung: angemessene Verfahren</h2>
<p>Das Unternehmen kann sich entlasten, wenn es angemessene Präventionsverfahren eingerichtet hatte. Die Leitlinien der Regierung orientieren sich an sechs Grundsätzen, darunter Risikoanalyse, Verpflichtung der Leitungsebene, Schulung und Überwachung.</p>
<p>Wir empfehlen, bestehende Anti-Korruptions-Programme zeitnah um Betrugsrisiken zu erweitern und die Risikoanalyse zu dokumentieren.</p>`,
      en_US: `<p>From 1 September 2025, large organisations can be criminally liable in the UK if an associated person, such as an employee, agent or subsidiary, commits fraud intending to benefit them. The offence was introduced by the Economic Crime and Corporate Transparency Act 2023.</p>
<h2>Who is a "large organisation"?</h2>
<p>Companies and partnerships that meet at least two of three criteria: more than 250 employees, more than £36 million turnover, or more than £18 million in total assets. The test applies to the group as a whole. Overseas groups can be caught where the fraud has a UK nexus.</p>
<h2>The only defence: reasonable procedures</h2>
<p>An organisation has a defence if it had reasonable fraud prevention procedures in place. Government guidance is built around six principles, including risk assessment, top-level commitment, training and monitoring.</p>
<p>We recommend extending existing anti-bribery programmes to cover fraud risks promptly and documenting the risk assessment.</p>`,
      zh_CN: `<p>自 2025 年 9 月 1 日起，如果大型机构的关联人员（例如员工、代理人或子公司）为使该机构获益而实施欺诈，该机构可能在英国承担刑事责任。该罪名由《2023 年经济犯罪和公司透明度法》设立。</p>
<h2>何为“大型机构”？</h2>
<p>满足以下三项标准中至少两项的公司和合伙企业：员工超过 250 人、营业额超过 3,600 万英镑、资产总额超过 1,800 万英镑。上述标准按集团整体计算。如欺诈行为与英国存在关联，境外集团同样可能受到影响。</p>
<h2>唯一的抗辩：合理的预防程序</h2>
<p>机构如能证明已建立合理的防止欺诈程序，即可免责。英国政府发布的指引围绕六项原则展开，包括风险评估、高层承诺、培训和监督等。</p>
<p>我们建议企业尽快将现有反贿赂合规体系扩展至欺诈风险，并将风险评估过程书面记录在案。</p>`,
    },
  },
  {
    key: 'news-08',
    folderKey: 'firm-news',
    date: '2025-09-08T02:00:00Z',
    cover: 'cover:news-08',
    title: {
      de_DE: 'Unser Büro in Shanghai ist umgezogen',
      en_US: 'Our Shanghai office has moved',
      zh_CN: '上海办公室乔迁新址',
    },
    note: {
      de_DE: 'Ab sofort finden Sie unser Shanghaier Team im 21. Stock des Qinghe Tower in Pudong.',
      en_US: 'Our Shanghai team can now be found on the 21st floor of Qinghe Tower in Pudong.',
      zh_CN: '我们的上海团队现已迁入浦东清禾大厦 21 楼办公。',
    },
    content: {
      de_DE: `<p>Nach zehn Jahren in Jing'an ist unser Büro in Shanghai in größere Räumlichkeiten umgezogen. Die neue Adresse lautet: Qinghe Tower, 21. Etage, Yinpu Road 388, Pudong New Area, Shanghai 200120.</p>
<p>Die neuen Räume bieten Platz für das wachsende Team, drei Besprechungsräume mit Videokonferenztechnik und eine Lounge mit Blick auf den Huangpu, in der wir künftig auch kleinere Veranstaltungen ausrichten werden.</p>
<p>Telefonnummer und E-Mail-Adressen bleiben unverändert. Wir freuen uns darauf, Sie bald am neuen Standort begrüßen zu dürfen.</p>`,
      en_US: `<p>After ten years in Jing'an, our Shanghai office has moved to larger premises. The new address is: 21st Floor, Qinghe Tower, 388 Yinpu Road, Pudong New Area, Shanghai 200120.</p>
<p>The new space gives room for our growing team, three meeting rooms with video-conferencing facilities and a lounge overlooking the Huangpu, where we will also host smaller events.</p>
<p>Our telephone number and email addresses remain unchanged. We look forward to welcoming you at our new home soon.</p>`,
      zh_CN: `<p>在静安区度过十年之后，我们的上海办公室迁入了更宽敞的新址：上海市浦东新区银浦路 388 号清禾大厦 21 楼，邮编 200120。</p>
<p>新办公室可以容纳不断壮大的团队，设有三间配备视频会议系统的会议室，以及一处可俯瞰黄浦江的休息区，今后我们也将在此举办小型活动。</p>
<p>办公室电话号码和电子邮箱地址保持不变。期待早日在新址与您相见。</p>`,
    },
  },
  {
    key: 'news-09',
    folderKey: 'events',
    practiceAreaKeys: ['data-technology'],
    date: '2025-10-16T09:30:00Z',
    cover: 'cover:news-09',
    title: {
      de_DE: 'Roundtable in Shanghai: Datenflüsse zwischen China und Europa',
      en_US: 'Shanghai roundtable: data flows between China and Europe',
      zh_CN: '上海圆桌会议：中欧数据跨境流动',
    },
    note: {
      de_DE: 'Datenschutzbeauftragte europäischer Unternehmen tauschten sich in unseren neuen Räumen über praktische Erfahrungen aus.',
      en_US: 'Data protection officers of European companies shared practical experience at our new premises.',
      zh_CN: '多家欧洲企业的数据保护负责人在本所新办公室交流实践经验。',
    },
    content: {
      de_DE: `<p>Am 15. Oktober 2025 fand in unserer neuen Lounge in Shanghai der erste Roundtable zu grenzüberschreitenden Datenflüssen statt. Unter der Moderation von Mingyuan Zhou und Zoë Whitfield, die per Video aus London zugeschaltet war, diskutierten 18 Datenschutzverantwortliche europäischer Unternehmen.</p>
<p>Im Mittelpunkt standen die seit 2024 geltenden Erleichterungen für Datenexporte aus China und die Frage, wie sich diese mit den Anforderungen von DSGVO und UK GDPR verbinden lassen.</p>
<h2>Erkenntnisse aus der Diskussion</h2>
<ul>
<li>Viele Unternehmen nutzen inzwischen die Ausnahmen für Personaldaten, dokumentieren die Voraussetzungen aber noch uneinheitlich.</li>
<li>Die Abstimmung zwischen Konzernzentrale und chinesischer Tochter ist häufig die größte praktische Hürde.</li>
<li>Ein gemeinsames Dateninventar für alle Rechtsordnungen spart langfristig erheblichen Aufwand.</li>
</ul>
<p>Der nächste Roundtable ist für das Frühjahr 2026 geplant.</p>`,
      en_US: `<p>On 15 October 2025 our new Shanghai lounge hosted the first roundtable on cross-border data flows. Moderated by Mingyuan Zhou and by Zoë Whitfield, who joined by video from London, 18 data protection leads of European companies took part.</p>
<p>The discussion focused on the relaxations for data exports from China in force since 2024 and on how these can be combined with the requirements of the EU GDPR and the UK GDPR.</p>
<h2>Takeaways from the discussion</h2>
<ul>
<li>Many businesses now rely on the exemptions for HR data but document the conditions inconsistently.</li>
<li>Coordination between headquarters and the Chinese subsidiary is often the biggest practical hurdle.</li>
<li>A single data inventory for all jurisdictions saves considerable effort in the long run.</li>
</ul>
<p>The next roundtable is planned for spring 2026.</p>`,
      zh_CN: `<p>2025 年 10 月 15 日，首届数据跨境流动圆桌会议在本所上海办公室新落成的休息区举行。会议由周明远和通过视频从伦敦连线的佐伊·惠特菲尔德共同主持，18 位欧洲企业数据保护负责人参加了讨论。</p>
<p>讨论聚焦于 2024 年以来中国对数据出境作出的便利化安排，以及如何将其与欧盟 GDPR 和英国 GDPR 的要求相衔接。</p>
<h2>讨论要点</h2>
<ul>
<li>许多企业已开始适用人力资源数据出境的豁免情形，但对相关条件的记录尚不统一。</li>
<li>集团总部与中国子公司之间的协调往往是实践中最大的障碍。</li>
<li>建立覆盖各法域的统一数据清单，从长远看可以大幅节省工作量。</li>
</ul>
<p>下一次圆桌会议计划于 2026 年春季举行。</p>`,
    },
  },
  {
    key: 'news-10',
    folderKey: 'in-the-media',
    practiceAreaKeys: ['dispute-resolution'],
    date: '2025-11-03T11:00:00Z',
    cover: 'cover:news-10',
    title: {
      de_DE: 'Rajiv Mehta zum summarischen Verfahren im englischen Schiedsrecht',
      en_US: 'Rajiv Mehta on summary disposal in English-seated arbitration',
      zh_CN: '拉吉夫·梅塔谈英国仲裁中的简易处理程序',
    },
    note: {
      de_DE: 'In einem Fachbeitrag bewertet Rajiv Mehta die ersten Erfahrungen mit der neuen Befugnis zur summarischen Entscheidung.',
      en_US: 'In a guest article, Rajiv Mehta assesses early experience with the new power of summary disposal.',
      zh_CN: '拉吉夫·梅塔在一篇特约文章中评析新设简易处理权力的早期实践。',
    },
    externalUrl: {
      de_DE: 'https://www.arbitration-review-weekly.example/de/2025/11/summary-disposal-mehta',
      en_US: 'https://www.arbitration-review-weekly.example/2025/11/summary-disposal-mehta',
      zh_CN: 'https://www.arbitration-review-weekly.example/zh/2025/11/summary-disposal-mehta',
    },
    content: {
      de_DE: `<p>Seit dem Inkrafttreten des neuen Schiedsverfahrensgesetzes können Schiedsgerichte mit Sitz in England aussichtslose Ansprüche schneller erledigen. Rajiv Mehta erläutert in einem Gastbeitrag, wann sich ein entsprechender Antrag lohnt und welche taktischen Risiken er birgt.</p>`,
      en_US: `<p>Since the new arbitration statute came into force, tribunals seated in England can dispose of hopeless claims more quickly. In a guest article Rajiv Mehta explains when an application is worth making and the tactical risks it carries.</p>`,
      zh_CN: `<p>新仲裁法生效后，仲裁地在英格兰的仲裁庭可以更快地处理明显缺乏依据的请求。拉吉夫·梅塔在特约文章中分析了何时值得提出简易处理申请，以及其中的策略风险。</p>`,
    },
  },
  {
    key: 'news-11',
    folderKey: 'legal-updates',
    practiceAreaKeys: ['employment'],
    date: '2025-12-02T08:00:00Z',
    cover: 'cover:news-11',
    title: {
      de_DE: 'Mindestlohn 2026: Was Arbeitgeber in Deutschland jetzt prüfen sollten',
      en_US: 'German minimum wage 2026: what employers should check now',
      zh_CN: '2026 年德国最低工资上调：雇主现在应检查哪些事项',
    },
    note: {
      de_DE: 'Zum 1. Januar 2026 steigt der gesetzliche Mindestlohn auf 13,90 Euro – mit Folgen auch für Minijobs und Praktika.',
      en_US: 'From 1 January 2026 the statutory minimum wage rises to EUR 13.90, with knock-on effects for mini-jobs and internships.',
      zh_CN: '自 2026 年 1 月 1 日起，德国法定最低工资上调至每小时 13.90 欧元，迷你工作和实习岗位也将受到影响。',
    },
    content: {
      de_DE: `<p>Der gesetzliche Mindestlohn in Deutschland steigt zum 1. Januar 2026 auf 13,90 Euro brutto je Stunde. Für 2027 ist eine weitere Erhöhung auf 14,60 Euro vorgesehen. Für viele Arbeitgeber mit ausländischer Konzernmutter ist das ein guter Anlass, die Vergütungsstrukturen insgesamt zu überprüfen.</p>
<h2>Worauf Sie achten sollten</h2>
<ul>
<li><strong>Minijobs:</strong> Die Verdienstgrenze für geringfügige Beschäftigungen ist an den Mindestlohn gekoppelt und steigt auf 603 Euro im Monat. Prüfen Sie, ob vereinbarte Stunden noch in diesen Rahmen passen.</li>
<li><strong>Praktika:</strong> Pflichtpraktika sind ausgenommen, für viele freiwillige Praktika gilt der Mindestlohn dagegen ebenfalls.</li>
<li><strong>Arbeitszeitkonten:</strong> Bei flexiblen Modellen muss der Mindestlohn für jede tatsächlich geleistete Stunde gewährleistet sein.</li>
</ul>
<p>Für entsandte Beschäftigte aus dem Ausland gilt der deutsche Mindestlohn ebenfalls. Gerade bei Einsätzen von Kolleginnen und Kollegen aus China oder Großbritannien sollte die Vergütung daher rechtzeitig abgeglichen werden.</p>
<p>Unser Frankfurter Arbeitsrechtsteam steht Ihnen für Rückfragen gerne zur Verfügung.</p>`,
      en_US: `<p>Germany's statutory minimum wage rises to EUR 13.90 gross per hour on 1 January 2026, with a further increase to EUR 14.60 planned for 2027. For many employers with a foreign parent company, this is a good moment to review pay structures more generally.</p>
<h2>What to look out for</h2>
<ul>
<li><strong>Mini-jobs:</strong> the earnings ceiling for marginal employment is linked to the minimum wage and rises to EUR 603 a month. Check that agreed hours still fit within it.</li>
<li><strong>Internships:</strong> mandatory internships are exempt, but the minimum wage applies to many voluntary internships as well.</li>
<li><strong>Working time accounts:</strong> under flexible models the minimum wage must be guaranteed for every hour actually worked.</li>
</ul>
<p>The German minimum wage also applies to workers posted to Germany from abroad, so pay for colleagues seconded from China or the UK should be checked in good time.</p>
<p>Our Frankfurt employment team is happy to answer any questions.</p>`,
      zh_CN: `<p>自 2026 年 1 月 1 日起，德国法定最低工资上调至每小时税前 13.90 欧元，并计划于 2027 年进一步上调至 14.60 欧元。对于许多母公司在境外的雇主而言，这是全面检视薪酬结构的好时机。</p>
<h2>需要注意的事项</h2>
<ul>
<li><strong>迷你工作：</strong>微薪就业的收入上限与最低工资挂钩，将提高至每月 603 欧元。请检查约定的工作时间是否仍在此范围内。</li>
<li><strong>实习：</strong>必修实习不适用最低工资，但许多自愿实习同样适用。</li>
<li><strong>工时账户：</strong>在弹性工时制度下，须确保每一个实际工作小时均不低于最低工资标准。</li>
</ul>
<p>德国最低工资同样适用于从境外派遣至德国的员工。因此，对于从中国或英国派驻德国的同事，应及时核对其薪酬安排。</p>
<p>如有疑问，欢迎联系我们的法兰克福劳动法团队。</p>`,
    },
  },
  {
    key: 'news-12',
    folderKey: 'firm-news',
    practiceAreaKeys: ['intellectual-property', 'data-technology'],
    date: '2026-01-12T02:30:00Z',
    cover: 'cover:news-12',
    title: {
      de_DE: 'Mingyuan Zhou verstärkt als Counsel unser Team in Shanghai',
      en_US: 'Mingyuan Zhou joins our Shanghai team as Counsel',
      zh_CN: '周明远以顾问律师身份加盟上海团队',
    },
    note: {
      de_DE: 'Mit Mingyuan Zhou gewinnt die Kanzlei einen erfahrenen Berater für Patente, Technologietransfer und Datenschutz in China.',
      en_US: 'With Mingyuan Zhou the firm gains an experienced adviser on patents, technology transfer and data protection in China.',
      zh_CN: '周明远的加盟为本所带来一位在中国专利、技术转让和数据保护领域经验丰富的专业人士。',
    },
    content: {
      de_DE: `<p>Wir freuen uns, dass Mingyuan Zhou zum 1. Januar 2026 als Counsel zu unserem Büro in Shanghai gestoßen ist. Er verstärkt die Praxisgruppen Geistiges Eigentum sowie Datenschutz &amp; Technologie.</p>
<p>Mingyuan ist Maschinenbauingenieur und Jurist. Zuvor war er über zehn Jahre in der Patentabteilung eines großen chinesischen Industriekonzerns und anschließend bei einer auf Technologie spezialisierten Kanzlei tätig.</p>
<p>„Viele unserer europäischen Mandanten forschen und produzieren in China. Mingyuan versteht ihre Technologie ebenso wie das Recht, das sie schützt“, sagt Yiran Shen, Leiterin des Büros in Shanghai.</p>`,
      en_US: `<p>We are delighted that Mingyuan Zhou joined our Shanghai office as Counsel on 1 January 2026. He strengthens our Intellectual Property and Data Protection &amp; Technology groups.</p>
<p>Mingyuan is both a mechanical engineer and a lawyer. He previously spent more than ten years in the patent department of a major Chinese industrial group and then worked at a technology-focused law firm.</p>
<p>"Many of our European clients carry out research and manufacturing in China. Mingyuan understands their technology just as well as the law that protects it," says Yiran Shen, head of the Shanghai office.</p>`,
      zh_CN: `<p>我们很高兴地宣布，周明远已于 2026 年 1 月 1 日以顾问律师身份加入本所上海办公室，充实知识产权及数据合规与科技业务组的力量。</p>
<p>周明远兼具机械工程与法学背景。此前，他在一家大型中国工业集团的专利部门工作十余年，之后任职于一家专注科技领域的律师事务所。</p>
<p>上海办公室负责人沈怡然表示：“我们的许多欧洲客户在中国开展研发和生产。明远既懂他们的技术，也懂保护这些技术的法律。”</p>`,
    },
  },
  {
    key: 'news-13',
    folderKey: 'client-alerts',
    practiceAreaKeys: ['data-technology'],
    date: '2026-02-09T08:00:00Z',
    pinned: true,
    cover: 'cover:news-13',
    title: {
      de_DE: 'EU-KI-Verordnung: Checkliste für die nächste Umsetzungsstufe',
      en_US: 'EU AI Act: a checklist for the next stage of implementation',
      zh_CN: '欧盟《人工智能法》：下一实施阶段的准备清单',
    },
    note: {
      de_DE: 'Wer KI-Systeme in der EU anbietet oder einsetzt, sollte die kommenden Pflichten jetzt strukturiert vorbereiten.',
      en_US: 'Anyone providing or deploying AI systems in the EU should start preparing for the upcoming obligations in a structured way.',
      zh_CN: '在欧盟提供或使用人工智能系统的企业，应当现在就有条不紊地为即将生效的义务做好准备。',
    },
    content: {
      de_DE: `<p>Die EU-Verordnung über künstliche Intelligenz gilt gestuft: Verbotene Praktiken sind seit Februar 2025 untersagt, Pflichten für KI-Modelle mit allgemeinem Verwendungszweck gelten seit August 2025. Der Großteil der übrigen Vorschriften, insbesondere für Hochrisiko-Systeme, soll ab August 2026 greifen. Auf EU-Ebene wird derzeit über eine teilweise Verschiebung dieses Zeitplans beraten; mit der Vorbereitung sollten Unternehmen dennoch nicht warten.</p>
<p>Die Verordnung gilt auch für Anbieter außerhalb der EU, deren Systeme in der EU in Verkehr gebracht werden oder deren Ergebnisse dort verwendet werden. Chinesische und britische Unternehmen mit europäischen Kunden sind daher ebenso betroffen.</p>
<h2>Unsere Checkliste</h2>
<ol>
<li>Erfassen Sie alle im Unternehmen entwickelten, eingekauften und genutzten KI-Anwendungen.</li>
<li>Ordnen Sie jede Anwendung einer Risikokategorie zu und halten Sie die Begründung fest.</li>
<li>Klären Sie Ihre Rolle: Anbieter, Betreiber, Einführer oder Händler.</li>
<li>Prüfen Sie Verträge mit Technologielieferanten auf Informations- und Mitwirkungspflichten.</li>
<li>Schulen Sie Mitarbeitende, die KI-Systeme nutzen – diese Pflicht gilt bereits heute.</li>
</ol>
<p>Zoë Whitfield und Lukas Hoffmann beraten Sie gerne, auch zu den arbeitsrechtlichen Fragen beim Einsatz von KI im Personalbereich.</p>`,
      en_US: `<p>The EU Artificial Intelligence Act applies in stages: prohibited practices have been banned since February 2025 and obligations for general-purpose AI models have applied since August 2025. Most of the remaining rules, notably those for high-risk systems, are due to apply from August 2026. A partial postponement of that timetable is under discussion at EU level, but businesses should not wait to prepare.</p>
<p>The Act also applies to providers outside the EU whose systems are placed on the EU market or whose output is used there. Chinese and British companies with European customers are therefore affected too.</p>
<h2>Our checklist</h2>
<ol>
<li>Map every AI application developed, bought in or used across the business.</li>
<li>Assign each application to a risk category and record the reasoning.</li>
<li>Clarify your role: provider, deployer, importer or distributor.</li>
<li>Review contracts with technology suppliers for information and cooperation duties.</li>
<li>Train staff who use AI systems; this AI literacy duty already applies today.</li>
</ol>
<p>Zoë Whitfield and Lukas Hoffmann will be glad to advise you, including on the employment law questions raised by AI in HR.</p>`,
      zh_CN: `<p>欧盟《人工智能法》分阶段适用：禁止性做法自 2025 年 2 月起被禁止，通用人工智能模型相关义务自 2025 年 8 月起适用。其余大部分规则，尤其是针对高风险系统的规定，预计自 2026 年 8 月起适用。欧盟层面目前正在讨论部分推迟上述时间表，但企业不宜坐等，应尽早着手准备。</p>
<p>该法同样适用于欧盟以外的提供者，只要其系统投放欧盟市场或其输出结果在欧盟境内使用。因此，拥有欧洲客户的中国和英国企业同样受到影响。</p>
<h2>准备清单</h2>
<ol>
<li>梳理企业自行开发、外部采购及实际使用的全部人工智能应用。</li>
<li>确定每项应用的风险等级，并记录判断依据。</li>
<li>明确自身角色：提供者、部署者、进口商还是分销商。</li>
<li>审查与技术供应商之间的合同，确认信息提供和协助配合义务。</li>
<li>对使用人工智能系统的员工进行培训——这项义务目前已经适用。</li>
</ol>
<p>佐伊·惠特菲尔德和卢卡斯·霍夫曼乐于为您提供咨询，包括在人力资源领域使用人工智能所涉及的劳动法问题。</p>`,
    },
  },
  {
    key: 'news-14',
    folderKey: 'in-the-media',
    practiceAreaKeys: ['trade-compliance'],
    date: '2026-03-05T06:00:00Z',
    cover: 'cover:news-14',
    title: {
      de_DE: 'Podcast: Yiran Shen über Exportkontrollen zwischen Europa und China',
      en_US: 'Podcast: Yiran Shen on export controls between Europe and China',
      zh_CN: '播客：沈怡然谈中欧之间的出口管制',
    },
    note: {
      de_DE: 'In einem Wirtschaftspodcast spricht Yiran Shen darüber, wie Unternehmen mit gegensätzlichen Exportkontrollregeln umgehen.',
      en_US: 'On a business podcast, Yiran Shen talks about how companies can navigate conflicting export control rules.',
      zh_CN: '沈怡然做客商业播客，探讨企业如何应对相互冲突的出口管制规则。',
    },
    externalUrl: {
      de_DE: 'https://www.china-desk-podcast.example/episoden/exportkontrollen-yiran-shen',
      en_US: 'https://www.china-desk-podcast.example/episodes/export-controls-yiran-shen',
      zh_CN: 'https://www.china-desk-podcast.example/zh/episodes/export-controls-yiran-shen',
    },
    content: {
      de_DE: `<p>Was tun, wenn die Vorgaben aus Brüssel, London und Peking nicht zusammenpassen? Yiran Shen schildert im Gespräch typische Konstellationen aus der Beratungspraxis und gibt Tipps für belastbare interne Prozesse.</p>`,
      en_US: `<p>What should a business do when the rules from Brussels, London and Beijing do not fit together? Yiran Shen describes typical situations from her practice and shares tips for robust internal processes.</p>`,
      zh_CN: `<p>当布鲁塞尔、伦敦和北京的规则互不兼容时，企业该怎么办？沈怡然在节目中结合执业实践介绍了常见情形，并就建立稳健的内部流程分享了建议。</p>`,
    },
  },
  {
    key: 'news-15',
    folderKey: 'events',
    practiceAreaKeys: ['corporate-ma'],
    date: '2026-04-22T09:00:00Z',
    cover: 'cover:news-15',
    title: {
      de_DE: 'Einladung: Cross-Border M&A Forum 2026 in London',
      en_US: 'Invitation: Cross-Border M&A Forum 2026 in London',
      zh_CN: '诚邀参加：2026 年跨境并购论坛（伦敦）',
    },
    note: {
      de_DE: 'Am 20. Mai 2026 diskutieren wir mit Investoren und Unternehmen über Transaktionen zwischen Europa und Asien.',
      en_US: 'On 20 May 2026 we will discuss deals between Europe and Asia with investors and corporates.',
      zh_CN: '2026 年 5 月 20 日，我们将与投资人和企业共同探讨欧亚之间的交易。',
    },
    content: {
      de_DE: `<p>Wir laden Sie herzlich zu unserem jährlichen Cross-Border M&amp;A Forum ein, das am Mittwoch, dem 20. Mai 2026, von 14:00 bis 18:30 Uhr in unserem Londoner Büro stattfindet. Im Anschluss laden wir zu einem Empfang ein.</p>
<h2>Programm</h2>
<ul>
<li>Marktausblick: Transaktionen zwischen Europa und Asien im Jahr 2026</li>
<li>Investitionskontrolle in drei Rechtsordnungen – Zeitpläne realistisch planen</li>
<li>Podiumsdiskussion: Was nach dem Closing über den Erfolg entscheidet</li>
</ul>
<p>Auf dem Podium sprechen Eleanor Marlowe, Jürgen Kessler und Yiran Shen gemeinsam mit Gästen aus Unternehmen und Investmentgesellschaften.</p>
<p>Die Teilnahme ist kostenfrei, die Plätze sind jedoch begrenzt. Bitte melden Sie sich bis zum 8. Mai 2026 unter events@marlowe-kessler.example an.</p>`,
      en_US: `<p>You are warmly invited to our annual Cross-Border M&amp;A Forum, to be held at our London office on Wednesday 20 May 2026 from 2.00 pm to 6.30 pm, followed by a reception.</p>
<h2>Programme</h2>
<ul>
<li>Market outlook: deals between Europe and Asia in 2026</li>
<li>Investment screening in three jurisdictions: planning realistic timetables</li>
<li>Panel discussion: what decides success after closing</li>
</ul>
<p>Eleanor Marlowe, Jürgen Kessler and Yiran Shen will be joined on the panel by guests from corporates and investment firms.</p>
<p>Attendance is free of charge, but places are limited. Please register by 8 May 2026 at events@marlowe-kessler.example.</p>`,
      zh_CN: `<p>诚挚邀请您参加本所一年一度的跨境并购论坛。论坛将于 2026 年 5 月 20 日（星期三）14:00 至 18:30 在本所伦敦办公室举行，会后设有招待酒会。</p>
<h2>议程</h2>
<ul>
<li>市场展望：2026 年欧亚之间的交易</li>
<li>三地投资审查：如何制定切实可行的时间表</li>
<li>圆桌讨论：交割之后决定成败的关键</li>
</ul>
<p>埃莉诺·马洛、于尔根·凯斯勒和沈怡然将与来自企业和投资机构的嘉宾同台讨论。</p>
<p>论坛免费参加，名额有限。请于 2026 年 5 月 8 日前发送邮件至 events@marlowe-kessler.example 报名。</p>`,
    },
  },
  {
    key: 'news-16',
    folderKey: 'insights',
    practiceAreaKeys: ['corporate-ma'],
    date: '2026-05-18T07:00:00Z',
    cover: 'cover:news-16',
    title: {
      de_DE: 'Chinesisches Gesellschaftsrecht: Fristen für Stammkapitaleinlagen rechtzeitig anpassen',
      en_US: 'Chinese company law: adjusting capital contribution deadlines in time',
      zh_CN: '中国公司法：及时调整注册资本认缴期限',
    },
    note: {
      de_DE: 'Ausländisch investierte Gesellschaften in China, die vor Juli 2024 gegründet wurden, müssen lange Einzahlungsfristen bis Mitte 2027 verkürzen.',
      en_US: 'Foreign-invested companies in China set up before July 2024 must shorten long contribution periods by mid-2027.',
      zh_CN: '2024 年 7 月前设立的在华外商投资企业，须在 2027 年年中之前缩短过长的出资期限。',
    },
    content: {
      de_DE: `<p>Das revidierte chinesische Gesellschaftsgesetz, das seit dem 1. Juli 2024 gilt, verlangt, dass Gesellschafter einer Gesellschaft mit beschränkter Haftung ihre gezeichneten Einlagen innerhalb von fünf Jahren nach Gründung vollständig leisten. Für Gesellschaften, die vor diesem Stichtag gegründet wurden, gilt eine Übergangsregelung – und deren Ende rückt näher.</p>
<h2>Die Übergangsregelung im Überblick</h2>
<p>Bestandsgesellschaften, deren vereinbarte Einzahlungsfristen über die Fünfjahresgrenze hinausreichen, müssen ihre Satzung bis zum 30. Juni 2027 so anpassen, dass die verbleibende Einzahlungsfrist ab dem 1. Juli 2027 höchstens fünf Jahre beträgt. Spätestens Mitte 2032 muss das Kapital also eingezahlt sein.</p>
<h2>Handlungsoptionen</h2>
<ul>
<li>Beschleunigte Einzahlung des bisher nicht geleisteten Kapitals,</li>
<li>Kapitalherabsetzung auf ein realistisches Niveau, sofern Gläubigerschutzvorschriften eingehalten werden,</li>
<li>Überprüfung der gesamten Finanzierungsstruktur, etwa durch Gesellschafterdarlehen.</li>
</ul>
<p>Jede dieser Optionen hat devisenrechtliche und steuerliche Folgen, die sorgfältig abgewogen werden sollten. Beachten Sie auch, dass Gesellschafter nach dem neuen Recht unter Umständen früher zur Einzahlung verpflichtet werden können, wenn die Gesellschaft ihre Schulden nicht begleichen kann.</p>
<p>Da Satzungsänderungen in China Zeit brauchen, empfehlen wir, die Entscheidung nicht bis 2027 aufzuschieben. Unser Team in Shanghai arbeitet hierbei mit zugelassenen chinesischen Partnerkanzleien zusammen.</p>`,
      en_US: `<p>China's revised Company Law, in force since 1 July 2024, requires shareholders of a limited liability company to pay their subscribed capital in full within five years of incorporation. Companies set up before that date benefit from a transitional regime, and its end is drawing closer.</p>
<h2>The transitional regime in brief</h2>
<p>Existing companies whose agreed contribution periods go beyond the five-year limit must amend their articles by 30 June 2027 so that the remaining contribution period from 1 July 2027 does not exceed five years. In other words, capital must be paid in by mid-2032 at the latest.</p>
<h2>Options</h2>
<ul>
<li>accelerating payment of the outstanding capital;</li>
<li>reducing registered capital to a realistic level, subject to creditor protection rules;</li>
<li>reviewing the overall funding structure, for example through shareholder loans.</li>
</ul>
<p>Each option has foreign exchange and tax consequences that need to be weighed carefully. Note too that under the new law shareholders may be required to contribute early if the company cannot pay its debts.</p>
<p>Because amendments to articles take time in China, we recommend not leaving the decision until 2027. Our Shanghai team works on these matters together with licensed Chinese partner firms.</p>`,
      zh_CN: `<p>自 2024 年 7 月 1 日起施行的新《公司法》要求，有限责任公司股东认缴的出资额应当自公司成立之日起五年内缴足。此前设立的公司可以适用过渡期安排，而过渡期的截止日期正日益临近。</p>
<h2>过渡期安排要点</h2>
<p>对于出资期限超过上述五年限制的存量公司，应当在 2027 年 6 月 30 日前修改公司章程，将自 2027 年 7 月 1 日起剩余的出资期限调整至五年以内。也就是说，最迟须在 2032 年年中缴足出资。</p>
<h2>可选方案</h2>
<ul>
<li>加快缴纳尚未实缴的出资；</li>
<li>在遵守债权人保护规定的前提下，将注册资本减至合理水平；</li>
<li>重新审视整体融资结构，例如以股东借款替代部分出资。</li>
</ul>
<p>上述每种方案都会产生外汇和税务方面的影响，需要审慎权衡。还需注意的是，根据新法，公司不能清偿到期债务时，股东可能被要求提前缴纳出资。</p>
<p>由于在中国修改公司章程需要一定时间，我们建议企业不要将决定拖延至 2027 年。我们的上海团队将与具备执业资格的中国合作律所共同处理相关事务。</p>`,
    },
  },
  {
    key: 'news-17',
    folderKey: 'firm-news',
    date: '2026-06-15T09:00:00Z',
    cover: 'cover:news-17',
    title: {
      de_DE: 'Pro-bono-Sprechstunde für Sozialunternehmen in London gestartet',
      en_US: 'Pro bono clinic for social enterprises launched in London',
      zh_CN: '伦敦办公室启动社会企业公益法律咨询门诊',
    },
    note: {
      de_DE: 'Einmal im Monat beraten unsere Londoner Anwältinnen und Anwälte Sozialunternehmen kostenlos zu Verträgen, Datenschutz und Personalfragen.',
      en_US: 'Once a month our London lawyers give free advice to social enterprises on contracts, data protection and staffing.',
      zh_CN: '我们的伦敦律师每月一次为社会企业免费提供合同、数据保护和用工方面的咨询。',
    },
    content: {
      de_DE: `<p>Sozialunternehmen leisten viel, haben aber selten ein Budget für Rechtsberatung. Deshalb bieten wir ab Juni 2026 in unserem Londoner Büro eine monatliche Pro-bono-Sprechstunde an.</p>
<p>In 45-minütigen Gesprächen beantworten unsere Anwältinnen und Anwälte Fragen zu Lieferanten- und Kundenverträgen, zum Datenschutz und zur Beschäftigung von Mitarbeitenden und Ehrenamtlichen. Die Beratung bleibt dabei im Rahmen der nicht vorbehaltenen Rechtsdienstleistungen, die unsere Kanzlei erbringt.</p>
<p>Die Sprechstunde wird gemeinsam mit einem gemeinnützigen Netzwerk für Sozialunternehmen organisiert, das auch die Termine vergibt. „Wir möchten unser Wissen dort einsetzen, wo es besonders viel bewirkt“, sagt Thomas Okafor, der das Programm koordiniert.</p>`,
      en_US: `<p>Social enterprises achieve a great deal but rarely have a budget for legal advice. From June 2026 we are therefore running a monthly pro bono clinic at our London office.</p>
<p>In 45-minute sessions our lawyers answer questions on supplier and customer contracts, data protection and engaging staff and volunteers. The advice stays within the non-reserved legal services that our firm provides.</p>
<p>The clinic is organised together with a not-for-profit network of social enterprises, which also handles bookings. "We want to use our knowledge where it makes the biggest difference," says Thomas Okafor, who coordinates the programme.</p>`,
      zh_CN: `<p>社会企业贡献良多，却很少有预算用于法律咨询。因此，自 2026 年 6 月起，我们在伦敦办公室每月开设一次公益法律咨询门诊。</p>
<p>在每次 45 分钟的咨询中，我们的律师解答有关供应商和客户合同、数据保护以及员工和志愿者管理等方面的问题。咨询范围限于本所提供的非保留性法律服务。</p>
<p>该门诊与一家非营利性社会企业网络合作举办，并由其负责预约安排。项目协调人托马斯·奥卡福表示：“我们希望把专业知识用在最能发挥作用的地方。”</p>`,
    },
  },
  {
    key: 'news-18',
    folderKey: 'client-alerts',
    practiceAreaKeys: ['employment', 'tax'],
    date: '2026-07-07T07:00:00Z',
    cover: 'cover:news-18',
    title: {
      de_DE: 'Entsendungen zwischen Deutschland und dem Vereinigten Königreich: Sozialversicherung richtig regeln',
      en_US: 'Secondments between Germany and the UK: getting social security right',
      zh_CN: '德英之间人员派遣：如何妥善处理社会保险问题',
    },
    note: {
      de_DE: 'Seit dem Brexit regelt ein eigenes Protokoll, in welchem Land entsandte Beschäftigte sozialversichert sind.',
      en_US: 'Since Brexit, a dedicated protocol determines where seconded employees pay social security.',
      zh_CN: '英国脱欧后，派遣员工在哪国缴纳社会保险由专门议定书加以规定。',
    },
    content: {
      de_DE: `<p>Der Sommer ist für viele Unternehmen die Zeit, in der Entsendungen für das kommende Jahr geplant werden. Bei Einsätzen zwischen Deutschland und dem Vereinigten Königreich sollte die Sozialversicherung frühzeitig geklärt werden.</p>
<h2>Die Grundregel</h2>
<p>Nach dem Protokoll zur Koordinierung der sozialen Sicherheit im Handels- und Kooperationsabkommen zwischen der EU und dem Vereinigten Königreich können entsandte Beschäftigte bis zu 24 Monate im Sozialversicherungssystem ihres Heimatlandes verbleiben. Voraussetzung ist eine entsprechende Bescheinigung, die vor Beginn der Entsendung beantragt werden sollte.</p>
<h2>Typische Fehler</h2>
<ul>
<li>Die Bescheinigung wird erst nach Beginn des Einsatzes beantragt.</li>
<li>Kurze, wiederholte Dienstreisen werden nicht als Entsendung erkannt.</li>
<li>Verlängerungen über 24 Monate hinaus werden nicht rechtzeitig abgestimmt.</li>
</ul>
<p>Auch steuerliche und aufenthaltsrechtliche Fragen sollten parallel geprüft werden. Unsere Teams in Frankfurt und London arbeiten dabei eng zusammen.</p>`,
      en_US: `<p>Summer is when many businesses plan next year's secondments. For assignments between Germany and the United Kingdom, social security should be sorted out early.</p>
<h2>The basic rule</h2>
<p>Under the Protocol on Social Security Coordination in the EU–UK Trade and Cooperation Agreement, seconded employees can remain in their home country's social security system for up to 24 months. This requires a certificate, which should be applied for before the secondment begins.</p>
<h2>Common mistakes</h2>
<ul>
<li>applying for the certificate only after the assignment has started;</li>
<li>failing to recognise short, repeated business trips as a posting;</li>
<li>not agreeing extensions beyond 24 months in time.</li>
</ul>
<p>Tax and right-to-work questions should be checked in parallel. Our Frankfurt and London teams work closely together on these matters.</p>`,
      zh_CN: `<p>夏季是许多企业规划下一年度人员派遣的时间。对于德国与英国之间的派遣，应当尽早明确社会保险安排。</p>
<h2>基本规则</h2>
<p>根据欧盟与英国《贸易与合作协定》中的社会保障协调议定书，派遣员工最长可在 24 个月内继续参加派出国的社会保险。前提是取得相应的证明，并应在派遣开始前提出申请。</p>
<h2>常见错误</h2>
<ul>
<li>派遣开始后才申请证明；</li>
<li>未将短期、反复的出差认定为派遣；</li>
<li>未及时就超过 24 个月的延期进行协商。</li>
</ul>
<p>税务和工作许可问题也应同步审查。我们的法兰克福和伦敦团队将就此紧密合作。</p>`,
    },
  },
  {
    key: 'news-19',
    folderKey: 'in-the-media',
    practiceAreaKeys: ['corporate-ma', 'trade-compliance'],
    date: '2026-08-25T10:00:00Z',
    cover: 'cover:news-19',
    title: {
      de_DE: 'Eleanor Marlowe: Investitionsprüfung als Verhandlungsthema',
      en_US: 'Eleanor Marlowe: investment screening as a negotiating point',
      zh_CN: '埃莉诺·马洛：投资审查已成为谈判议题',
    },
    note: {
      de_DE: 'Eine Londoner Wirtschaftszeitung befragte Eleanor Marlowe zur Verteilung von Genehmigungsrisiken in Kaufverträgen.',
      en_US: 'A London business paper asked Eleanor Marlowe how approval risk is being allocated in purchase agreements.',
      zh_CN: '伦敦一家商业报纸就收购协议中审批风险的分配问题采访了埃莉诺·马洛。',
    },
    externalUrl: {
      de_DE: 'https://www.city-business-chronicle.example/de/2026/08/investment-screening-marlowe',
      en_US: 'https://www.city-business-chronicle.example/2026/08/investment-screening-marlowe',
      zh_CN: 'https://www.city-business-chronicle.example/zh/2026/08/investment-screening-marlowe',
    },
    content: {
      de_DE: `<p>Investitionsprüfungen verlängern Transaktionen und schaffen Unsicherheit. Eleanor Marlowe erklärt, warum Verkäufer zunehmend Break Fees und detaillierte Mitwirkungspflichten verlangen und wie Käufer darauf reagieren können.</p>`,
      en_US: `<p>Investment screening lengthens deals and creates uncertainty. Eleanor Marlowe explains why sellers increasingly ask for break fees and detailed cooperation undertakings, and how buyers can respond.</p>`,
      zh_CN: `<p>投资审查延长了交易周期，也带来了不确定性。埃莉诺·马洛解释了为何卖方越来越多地要求分手费和详细的配合义务，以及买方可以如何应对。</p>`,
    },
  },
  {
    key: 'news-20',
    folderKey: 'firm-news',
    date: '2026-10-01T08:00:00Z',
    pinned: true,
    cover: 'cover:news-20',
    title: {
      de_DE: 'Neuer Jahrgang: Unser Trainee-Programm startet in allen drei Büros',
      en_US: 'A new intake: our trainee programme starts in all three offices',
      zh_CN: '新一届实习律师项目在三地办公室同步启动',
    },
    note: {
      de_DE: 'Erstmals durchlaufen unsere Trainees Stationen in London, Frankfurt und Shanghai.',
      en_US: 'For the first time, our trainees will rotate through London, Frankfurt and Shanghai.',
      zh_CN: '本所实习律师首次将在伦敦、法兰克福和上海三地轮岗。',
    },
    content: {
      de_DE: `<p>Am 1. Oktober 2026 haben fünf neue Trainees ihr zweijähriges Ausbildungsprogramm bei Marlowe Kessler &amp; Shen begonnen. Zum ersten Mal umfasst das Programm Stationen in allen drei Büros.</p>
<h2>So ist das Programm aufgebaut</h2>
<ul>
<li>vier Stationen zu je sechs Monaten in unterschiedlichen Praxisgruppen,</li>
<li>mindestens eine Station in einem anderen Büro als dem Heimatbüro,</li>
<li>eine feste Mentorin oder ein fester Mentor aus dem Kreis der Partner,</li>
<li>begleitende Sprachkurse in Deutsch, Englisch oder Chinesisch.</li>
</ul>
<p>Im Shanghaier Büro begrüßen wir unter anderem Jiayi Wang, die bereits als Werkstudentin im Team Außenhandel &amp; Sanktionen mitgearbeitet hat.</p>
<p>Bewerbungen für den Jahrgang 2027 nehmen wir ab Januar entgegen. Informationen erhalten Sie unter careers@marlowe-kessler.example.</p>`,
      en_US: `<p>On 1 October 2026 five new trainees began their two-year training programme at Marlowe Kessler &amp; Shen. For the first time, the programme includes seats in all three offices.</p>
<h2>How the programme works</h2>
<ul>
<li>four six-month seats in different practice groups;</li>
<li>at least one seat in an office other than the trainee's home office;</li>
<li>a dedicated partner as mentor throughout;</li>
<li>language classes in German, English or Mandarin alongside.</li>
</ul>
<p>In Shanghai we are pleased to welcome, among others, Jiayi Wang, who previously worked with our International Trade &amp; Sanctions team as a student assistant.</p>
<p>Applications for the 2027 intake open in January. For more information, please write to careers@marlowe-kessler.example.</p>`,
      zh_CN: `<p>2026 年 10 月 1 日，五位新入职的实习律师开始了在麦凯沈律师事务所为期两年的培训项目。该项目首次涵盖全部三个办公室的轮岗。</p>
<h2>项目安排</h2>
<ul>
<li>在不同业务组轮岗四次，每次六个月；</li>
<li>至少有一次轮岗在所属办公室以外的其他办公室进行；</li>
<li>由一位合伙人担任全程导师；</li>
<li>同步开设德语、英语或中文语言课程。</li>
</ul>
<p>在上海办公室，我们欢迎王佳怡等新同事加入。她此前曾以在校生身份在国际贸易与制裁合规团队实习。</p>
<p>2027 年度项目将于明年 1 月开始接受申请。详情请发送邮件至 careers@marlowe-kessler.example 咨询。</p>`,
    },
  },
];
