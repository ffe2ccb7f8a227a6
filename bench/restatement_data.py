"""A "do no harm" yardstick for the review loop (issue #15): pairs of memories about one user, written by an
outside author (hyg58) without reading the judge, half English half Chinese.

* ``restatement``: the same fact said again in other words (synonym, another frame, abbreviation or full name,
  another notation of a number / time / date / phone number / amount / unit, the other language, a more or a
  less detailed version). Any state change but a merge is a harm; a dispute is the worst one.
* ``update``: the newer memory replaces the older value (with and without a change word), days or weeks later.
* ``conflict``: two different values stated within minutes (mostly two tools that disagree): a person decides.

Each pair carries its category, language (of the older memory), the form of the restatement or update
(``kind``), the gap between the two writes and their sources (``user``, ``import``, or ``tool:<name>``).
:func:`fillers` gives a realistic bank: 4-6 unrelated memories about the same user, in the pair's language,
on topics no pair touches. Used by ``bench/restatements.py``.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Pair:
    id: str
    category: str  # restatement | update | conflict
    lang: str  # en | zh: the language of the older memory
    kind: str  # the form: synonym, frame, abbrev, number, time, date, phone, amount, unit, cross, detail, ...
    older: str
    newer: str
    gap: str  # "5m" minutes, "3d" days, "2w" weeks
    src_older: str  # user | import | tool:<name>
    src_newer: str

    def gap_seconds(self) -> int:
        n, unit = int(self.gap[:-1]), self.gap[-1]
        return n * {"m": 60, "d": 86_400, "w": 7 * 86_400}[unit]


Row = tuple[str, str, str, str, str, str]  # kind, older, newer, gap, src_older, src_newer


def _r(kind: str, older: str, newer: str, gap: str = "5m", src: str = "user/user") -> Row:
    a, b = src.split("/")
    return kind, older, newer, gap, a, b


RESTATEMENTS_EN: list[Row] = [
    _r("abbrev", "The user lives in New York City.", "The user resides in NYC.", "2w"),
    _r("abbrev", "The user works at International Business Machines.", "The user is employed by IBM.", "5m"),
    _r("abbrev", "The user studied at the Massachusetts Institute of Technology.", "The user is an MIT graduate.",
       "3d"),
    _r("time", "The user's dentist appointment is at 3pm on Friday.", "The user sees the dentist Friday at 15:00.",
       "10m"),
    _r("unit", "The user runs 5 km every morning.", "Every morning the user goes for a five-kilometre run.", "1w"),
    _r("amount", "The user's monthly rent is $1,200.", "The user pays 1200 dollars a month in rent.", "4d"),
    _r("phone", "The user's phone number is +44 20 7946 0958.", "The user can be reached at 020 7946 0958.", "2d"),
    _r("detail", "The user lives in Lisbon.", "The user lives in Lisbon's Alfama district.", "3w"),
    _r("less_detail", "The user works in the Shard in London, on the 12th floor.", "The user works in the Shard.",
       "2w"),
    _r("frame", "The user is allergic to peanuts.", "Peanuts give the user an allergic reaction.", "6d"),
    _r("synonym", "The user is vegetarian.", "The user doesn't eat meat.", "5m"),
    _r("date", "The user's birthday is March 14.", "The user was born on the 14th of March.", "3w"),
    _r("abbrev", "The user drives a Volkswagen Golf.", "The user's car is a VW Golf.", "1w"),
    _r("frame", "The user's daughter is named Emma.", "Emma is the name of the user's daughter.", "5d"),
    _r("synonym", "The user prefers window seats on flights.", "When flying, the user likes to sit by the window.",
       "2w"),
    _r("frame", "The user works from home on Mondays and Fridays.",
       "Mondays and Fridays are the user's remote work days.", "10d"),
    _r("date", "The user's flight to Tokyo leaves at 08:30 on 2025-04-02.",
       "The user flies to Tokyo on April 2nd at 8:30 am.", "3m"),
    _r("unit", "The user weighs 70 kg.", "The user weighs about 154 pounds.", "2w"),
    _r("unit", "The user is 180 cm tall.", "The user is 1.80 metres tall.", "4w"),
    _r("abbrev", "The user's team uses PostgreSQL.", "The user's team is on Postgres.", "1w"),
    _r("abbrev", "The user lives in San Francisco.", "The user lives in SF.", "5m"),
    _r("abbrev", "The user works for the UK's National Health Service.", "The user works for the NHS.", "3d"),
    _r("time", "The user's weekly standup is on Tuesdays at 9:00.",
       "Every Tuesday at 9 am the user has the weekly stand-up.", "2w"),
    _r("amount", "The user's annual salary is $95,000.", "The user earns 95k a year.", "3w"),
    _r("synonym", "The user has two cats.", "The user owns a pair of cats.", "8d"),
    _r("frame", "The user's favourite programming language is Python.",
       "Python is the user's favorite language to code in.", "2w"),
    _r("abbrev", "The user's home address is 221B Baker Street, London.", "The user lives at 221B Baker St., London.",
       "1w"),
    _r("abbrev", "The user graduated from the University of California, Los Angeles in 2015.",
       "The user is a 2015 UCLA graduate.", "5w"),
    _r("abbrev", "The user's laptop is a 14-inch MacBook Pro.", "The user works on a 14\" MBP.", "12d"),
    _r("synonym", "The user commutes by bicycle.", "The user cycles to work.", "4d"),
    _r("frame", "The user speaks fluent Spanish.", "The user is fluent in Spanish.", "3w"),
    _r("abbrev", "The user's blood type is O negative.", "The user's blood group is O-.", "6w"),
    _r("time", "The user wakes up at 6:30 every day.", "The user gets up at half past six each morning.", "2w"),
    _r("amount", "The user's gym membership costs €45 per month.", "The user pays 45 euros monthly for the gym.",
       "9d"),
    _r("time", "The user's meeting with Acme Corp is on Thursday at 2 pm.",
       "Thursday 14:00: the user meets Acme Corporation.", "20m"),
    _r("abbrev", "The user is a senior software engineer.", "The user works as a senior SWE.", "1w"),
    _r("abbrev", "The user lives in Los Angeles.", "The user is based in LA.", "4w"),
    _r("cross", "The user lives in Shanghai.", "用户住在上海。", "2w"),
    _r("cross", "The user is allergic to shellfish.", "用户对贝类过敏。", "5d"),
    _r("cross", "The user works at Google.", "用户在谷歌工作。", "3w"),
    _r("cross", "The user's son is 7 years old.", "用户的儿子七岁。", "2d"),
    _r("cross", "The user prefers green tea.", "用户喜欢喝绿茶。", "1w"),
    _r("cross", "The user's flight lands at 6 pm on Saturday.", "用户的航班周六晚上6点落地。", "10m"),
    _r("date", "Calendar: the user's dentist appointment is on 2025-03-14 at 15:00.",
       "Email confirmation: dentist appointment for the user on March 14, 2025 at 3:00 PM.", "5m",
       "tool:calendar/tool:email"),
    _r("frame", "CRM: the user's account manager is Dana Lee.",
       "Helpdesk: Dana Lee is the account manager for this user.", "2d", "tool:crm/tool:helpdesk"),
    _r("time", "Calendar: the user's weekly 1:1 with Priya is on Wednesdays at 10:00.",
       "Slack: the user and Priya have their weekly one-on-one every Wednesday at 10 am.", "1w",
       "tool:calendar/tool:slack"),
    _r("amount", "Bank statement: rent payment of $2,150.00 to Oakwood Apartments on the 1st of each month.",
       "Budget app: rent 2150 USD, Oakwood Apartments, due on day 1.", "3d", "tool:bank/tool:budget"),
    _r("date", "Booking: the user's hotel in Paris is the Hôtel Lutetia, check-in 12 May 2025.",
       "Email: check-in at Hotel Lutetia, Paris on 2025-05-12 for the user.", "15m", "tool:travel/tool:email"),
    _r("phone", "CRM: the user's phone is (415) 555-0132.", "Contacts: user phone +1 415 555 0132.", "2w",
       "tool:crm/tool:contacts"),
    _r("abbrev", "The user's employer is Microsoft.", "The user works for Microsoft Corporation.", "3w",
       "import/user"),
    _r("abbrev", "The user lives in Washington, D.C.", "The user lives in DC.", "2w", "import/user"),
    _r("frame", "The user's emergency contact is their brother Tom.",
       "If there's an emergency, the user's brother Tom should be contacted.", "1w", "import/user"),
    _r("time", "The user's marathon personal best is 3:45.",
       "The user's best marathon time is three hours forty-five minutes.", "4w"),
    _r("synonym", "The user has a PhD in chemistry.", "The user holds a doctorate in chemistry.", "3w"),
    _r("synonym", "The user's kids go to Lincoln Elementary School.", "The user's children attend Lincoln Elementary.",
       "6d"),
    _r("synonym", "The user is learning Japanese.", "The user is studying Japanese.", "2w"),
    _r("date", "The user's wedding anniversary is June 5th.", "The user's wedding anniversary falls on 5 June.",
       "5w"),
    _r("frame", "The user's car is a Tesla Model 3.", "The user drives a Model 3 from Tesla.", "10d"),
    _r("amount", "The user's budget for the new laptop is about 2,000 dollars.",
       "The user wants to spend around $2k on a new laptop.", "5m"),
    _r("less_detail", "The user works night shifts in the ICU at St. Mary's Hospital.",
       "The user works at St. Mary's Hospital.", "3w"),
    _r("detail", "The user plays the violin.", "The user plays the violin in a community orchestra on Sundays.",
       "2w"),
]

RESTATEMENTS_ZH: list[Row] = [
    _r("abbrev", "用户毕业于北京大学。", "用户是北大毕业的。", "2w"),
    _r("abbrev", "用户在清华大学读研究生。", "用户是清华的研究生。", "5d"),
    _r("less_detail", "用户住在上海浦东新区。", "用户住在上海。", "3w"),
    _r("detail", "用户住在杭州。", "用户住在杭州西湖区。", "2w"),
    _r("amount", "用户每月房租1200元。", "用户每个月的房租是¥1,200。", "1w"),
    _r("time", "用户周五下午3点看牙医。", "用户周五15:00有牙医预约。", "10m"),
    _r("phone", "用户的手机号是138 0013 8000。", "用户手机：13800138000。", "3d"),
    _r("unit", "用户每天跑5公里。", "用户每天跑五公里。", "2w"),
    _r("frame", "用户对花生过敏。", "用户吃花生会过敏。", "6d"),
    _r("synonym", "用户是素食者。", "用户不吃肉。", "5m"),
    _r("abbrev", "用户在阿里巴巴工作。", "用户在阿里上班。", "3w"),
    _r("abbrev", "用户在中国工商银行工作。", "用户是工行的员工。", "1w"),
    _r("date", "用户的生日是3月14日。", "用户生日在三月十四号。", "4w"),
    _r("frame", "用户的女儿叫小雨。", "小雨是用户的女儿。", "5d"),
    _r("frame", "用户开一辆比亚迪汉。", "用户的车是比亚迪的汉。", "2w"),
    _r("synonym", "用户喜欢靠窗的座位。", "用户坐飞机喜欢坐靠窗的位置。", "10d"),
    _r("frame", "用户周一和周五在家办公。", "用户每周一、周五居家办公。", "2w"),
    _r("date", "用户的航班是2025年4月2日上午8:30起飞。", "用户4月2号早上八点半的飞机。", "3m"),
    _r("unit", "用户身高180厘米。", "用户身高一米八。", "4w"),
    _r("unit", "用户体重70公斤。", "用户体重140斤。", "2w"),
    _r("amount", "用户的年薪是30万元。", "用户一年收入三十万。", "3w"),
    _r("synonym", "用户养了两只猫。", "用户家里有两只猫。", "8d"),
    _r("frame", "用户最喜欢的编程语言是Python。", "用户写代码最爱用Python。", "2w"),
    _r("synonym", "用户骑自行车上班。", "用户每天骑车通勤。", "4d"),
    _r("frame", "用户会说流利的粤语。", "用户粤语说得很流利。", "3w"),
    _r("time", "用户每天早上6:30起床。", "用户每天早上六点半起床。", "2w"),
    _r("amount", "用户健身房的会费是每月300元。", "用户每个月健身卡费用¥300。", "9d"),
    _r("synonym", "用户是高级软件工程师。", "用户的职位是高级软件开发工程师。", "1w"),
    _r("frame", "用户住在北京朝阳区。", "用户家在北京市朝阳区。", "4w"),
    _r("abbrev", "用户的儿子在北京四中上学。", "用户的儿子是北京市第四中学的学生。", "2w"),
    _r("abbrev", "用户在复旦大学读的本科。", "用户本科是复旦的。", "5w"),
    _r("abbrev", "用户在中国科学院工作。", "用户在中科院上班。", "12d"),
    _r("frame", "用户的血型是O型。", "用户是O型血。", "6w"),
    _r("time", "用户每周二上午9点开周会。", "用户的周会定在每周二9:00。", "2w"),
    _r("less_detail", "用户在深圳南山区科技园上班。", "用户在深圳上班。", "20m"),
    _r("frame", "用户对青霉素过敏。", "用户不能用青霉素，会过敏。", "1w"),
    _r("date", "用户的结婚纪念日是6月5日。", "用户和爱人的结婚纪念日是六月五号。", "4w"),
    _r("synonym", "用户喜欢喝美式咖啡。", "用户爱喝美式。", "3d"),
    _r("synonym", "用户正在学日语。", "用户最近在学习日语。", "2w"),
    _r("synonym", "用户的孩子在上小学三年级。", "用户的孩子读小学三年级。", "6d"),
    _r("frame", "用户有化学博士学位。", "用户是化学博士。", "3w"),
    _r("frame", "用户开的是特斯拉Model 3。", "用户的车是一辆特斯拉Model 3。", "10d"),
    _r("amount", "用户买新电脑的预算大约是一万元。", "用户打算花1万块左右买新电脑。", "5m"),
    _r("abbrev", "用户在华为工作。", "用户就职于华为技术有限公司。", "3w"),
    _r("less_detail", "用户住在广州天河区。", "用户家在广州。", "2w"),
    _r("cross", "用户住在成都。", "The user lives in Chengdu.", "2w"),
    _r("cross", "用户对芒果过敏。", "The user is allergic to mango.", "5d"),
    _r("cross", "用户在腾讯工作。", "The user works at Tencent.", "3w"),
    _r("cross", "用户的女儿五岁了。", "The user's daughter is five years old.", "2d"),
    _r("cross", "用户喜欢喝乌龙茶。", "The user likes oolong tea.", "1w"),
    _r("cross", "用户每周游泳两次。", "The user swims twice a week.", "10m"),
    _r("date", "日历：用户3月14日下午3点看牙医。", "邮件确认：用户的牙科预约在2025年3月14日15:00。", "5m",
       "tool:calendar/tool:email"),
    _r("frame", "客户系统：用户的客户经理是王丽。", "工单系统：该用户的客户经理为王丽。",
       "2d", "tool:crm/tool:helpdesk"),
    _r("amount", "银行流水：每月1日向链家支付房租5800元。", "记账软件：房租¥5,800，每月1号，链家。", "3d",
       "tool:bank/tool:budget"),
    _r("time", "订票记录：用户4月2日乘G1次高铁从北京南站出发，8:00发车。",
       "邮件：用户的G1次列车4月2日早上八点从北京南开出。",
       "15m", "tool:travel/tool:email"),
    _r("phone", "客户系统：用户手机号138-0013-8000。", "通讯录：用户电话+86 138 0013 8000。", "2w",
       "tool:crm/tool:contacts"),
    _r("abbrev", "用户的工作单位是中国移动。", "用户就职于中移动。", "3w", "import/user"),
    _r("less_detail", "用户住在南京市鼓楼区。", "用户住在南京。", "2w", "import/user"),
    _r("frame", "用户的紧急联系人是哥哥张伟。", "有紧急情况时联系用户的哥哥张伟。", "1w", "import/user"),
    _r("time", "用户的马拉松最好成绩是3小时45分。", "用户跑全马的个人最好成绩是3:45。", "4w"),
    _r("abbrev", "用户在上海交通大学任教。", "用户是上海交大的老师。", "3w"),
]

UPDATES_EN: list[Row] = [
    _r("change_word", "The user lives in Boston.", "The user moved to Denver.", "3w"),
    _r("change_word", "The user works at Stripe.", "The user now works at Shopify.", "2w"),
    _r("change_word", "The user's phone number is 415-555-0132.", "The user's new phone number is 415-555-0199.",
       "10d"),
    _r("change_word", "The user is vegetarian.", "The user has started eating fish again; they're pescatarian now.",
       "4w"),
    _r("change_word", "The user's weekly standup is on Tuesdays at 9:00.",
       "The user's weekly standup moved to Wednesdays at 10:00.", "2w"),
    _r("plain", "The user drives a Honda Civic.", "The user drives a Toyota Prius.", "3w"),
    _r("plain", "The user's manager is Karen.", "The user's manager is Miguel.", "2w"),
    _r("change_word", "The user's rent is $1,800 a month.", "The user's rent went up to $1,950 a month.", "5w"),
    _r("change_word", "The user drinks tea in the morning.", "The user switched to coffee in the mornings.", "2w"),
    _r("change_word", "The user is a junior developer.", "The user was promoted to senior developer.", "6w"),
    _r("change_word", "The user's dentist appointment is on March 14 at 3pm.",
       "The user's dentist appointment was rescheduled to March 18 at 10am.", "3d"),
    _r("change_word", "The user uses Django for the backend.", "The user's backend is now built with FastAPI.", "2w"),
    _r("plain", "The user lives in London.", "The user lives in Manchester.", "4w"),
    _r("plain", "The user's email address is j.doe@oldmail.com.", "The user's email address is jdoe@newmail.io.",
       "2w"),
    _r("change_word", "The user runs 5 km every morning.", "The user now runs 10 km every morning.", "3w"),
    _r("change_word", "The user's favourite editor is Vim.", "The user has switched from Vim to VS Code.", "4w"),
    _r("change_word", "The user has one child.", "The user has two children now; their second baby was born last week.",
       "6w"),
    _r("change_word", "The user's gym is Fitness First on Main Street.",
       "The user cancelled Fitness First and joined PureGym.", "3w"),
    _r("change_word", "The user's flight to Tokyo departs on April 2.", "The user's Tokyo flight was moved to April 4.",
       "5d"),
    _r("plain", "The user's salary is $95,000 a year.", "The user's salary is $110,000 a year.", "6w"),
    _r("change_word", "The user is training for a half marathon.", "The user is now training for a full marathon.",
       "5w"),
    _r("plain", "The user's team uses Jira for tickets.", "The user's team uses Linear for tickets.", "4w"),
    _r("change_word", "The user's daughter attends Lincoln Elementary.",
       "The user's daughter changed schools to Oakridge Academy.", "8w"),
    _r("change_word", "The user's internet provider is Comcast.", "The user's internet provider is now AT&T.", "3w"),
    _r("change_word", "The user lives in apartment 3B.", "The user moved to apartment 7A in the same building.", "3w"),
    _r("change_word", "The user's laptop is a ThinkPad X1.", "The user got a new laptop, a MacBook Air.", "4w"),
    _r("plain", "The user's book club meets on Thursdays.", "The user's book club meets on Sundays.", "2w"),
    _r("change_word", "The user's doctor is Dr. Patel.", "The user's new doctor is Dr. Nguyen.", "5w"),
    _r("change_word", "The user's password manager is LastPass.", "The user moved from LastPass to 1Password.", "3w"),
    _r("cross", "The user lives in Xiamen.", "用户搬到深圳了。", "4w"),
    _r("cross", "The user works at Baidu.", "用户已经从百度跳槽到字节跳动。", "6w"),
    _r("plain", "CRM: the user's address is 12 Elm St, Springfield.",
       "CRM: the user's address is 48 Oak Ave, Riverside.",
       "3w", "tool:crm/tool:crm"),
    _r("plain", "Calendar: the user's 1:1 with Priya is on Wednesdays at 10:00.",
       "Calendar: the user's 1:1 with Priya is on Thursdays at 15:00.", "2w", "tool:calendar/tool:calendar"),
    _r("change_word", "The user's employer is Microsoft.", "The user left Microsoft and joined Amazon.", "6w",
       "import/user"),
    _r("change_word", "The user smokes a pack a day.", "The user has quit smoking.", "8w"),
]

UPDATES_ZH: list[Row] = [
    _r("change_word", "用户住在北京。", "用户搬到上海了。", "3w"),
    _r("change_word", "用户在阿里巴巴工作。", "用户现在在腾讯工作。", "4w"),
    _r("change_word", "用户的手机号是13800138000。", "用户换了新手机号：13911112222。", "2w"),
    _r("change_word", "用户喜欢喝绿茶。", "用户最近改喝红茶了。", "2w"),
    _r("change_word", "用户是素食者。", "用户现在开始吃肉了，不再吃素。", "5w"),
    _r("change_word", "用户每周二上午9点开周会。", "用户的周会改到每周三下午2点。", "2w"),
    _r("plain", "用户开一辆大众朗逸。", "用户开一辆丰田凯美瑞。", "4w"),
    _r("plain", "用户的领导是李经理。", "用户的领导是陈总监。", "3w"),
    _r("change_word", "用户每月房租3000元。", "用户的房租涨到每月3500元了。", "6w"),
    _r("change_word", "用户是初级工程师。", "用户升职为高级工程师了。", "8w"),
    _r("change_word", "用户的牙医预约在3月14日下午3点。", "用户的牙医预约改到3月18日上午10点。", "3d"),
    _r("change_word", "用户的后端用Django。", "用户的后端现在用Go重写了。", "3w"),
    _r("plain", "用户住在杭州。", "用户住在南京。", "4w"),
    _r("plain", "用户的邮箱是zhang@163.com。", "用户的邮箱是zhang.wei@qq.com。", "2w"),
    _r("change_word", "用户每天跑5公里。", "用户现在每天跑10公里。", "3w"),
    _r("change_word", "用户用Vim写代码。", "用户从Vim换成了VS Code。", "4w"),
    _r("change_word", "用户有一个孩子。", "用户有两个孩子了，二宝上周出生。", "6w"),
    _r("change_word", "用户在万达健身房锻炼。", "用户退了万达的卡，改去乐刻健身。", "3w"),
    _r("change_word", "用户4月2日飞东京。", "用户去东京的航班改到4月4日了。", "5d"),
    _r("change_word", "用户的年薪是30万。", "用户涨薪后年薪是36万。", "6w"),
    _r("change_word", "用户在准备半程马拉松。", "用户现在在准备全程马拉松。", "5w"),
    _r("plain", "用户团队用Jira管理任务。", "用户团队用飞书项目管理任务。", "4w"),
    _r("change_word", "用户的女儿在实验小学上学。", "用户的女儿转学到了外国语学校。", "8w"),
    _r("change_word", "用户家的宽带是电信的。", "用户家的宽带换成联通了。", "3w"),
    _r("change_word", "用户住在3号楼502。", "用户搬到了同小区8号楼1201。", "4w"),
    _r("change_word", "用户的电脑是联想ThinkPad。", "用户买了新电脑，是华为MateBook。", "4w"),
    _r("plain", "用户的读书会每周四举行。", "用户的读书会在每周日举行。", "2w"),
    _r("change_word", "用户的主治医生是王医生。", "用户换了主治医生，现在是刘医生。", "5w"),
    _r("change_word", "用户在上海交通大学任教。", "用户调到了浙江大学任教。", "8w"),
    _r("cross", "用户住在成都。", "The user has moved to Chongqing.", "4w"),
    _r("plain", "客户系统：用户地址是朝阳区建国路88号。", "客户系统：用户地址是海淀区中关村大街1号。", "3w",
       "tool:crm/tool:crm"),
    _r("plain", "日历：用户每周三10:00和小李一对一。", "日历：用户每周四15:00和小李一对一。", "2w",
       "tool:calendar/tool:calendar"),
    _r("change_word", "用户的工作单位是中国移动。", "用户离开中国移动，加入了华为。", "6w", "import/user"),
    _r("change_word", "用户每天抽一包烟。", "用户已经戒烟了。", "8w"),
    _r("change_word", "用户开车上班。", "用户现在坐地铁上班。", "3w"),
]

CONFLICTS_EN: list[Row] = [
    _r("two_tools", "CRM: the user lives in Austin.", "Billing: the user lives in Seattle.",
       "3m", "tool:crm/tool:billing"),
    _r("two_tools", "CRM: the user's phone number is 415-555-0132.",
       "Contacts: the user's phone number is 415-555-0177.",
       "2m", "tool:crm/tool:contacts"),
    _r("two_tools", "Calendar: the user's dentist appointment is on March 14 at 15:00.",
       "Email: the user's dentist appointment is on March 16 at 09:00.", "5m", "tool:calendar/tool:email"),
    _r("two_tools", "HR system: the user's employer is Stripe.", "LinkedIn: the user's employer is Square.", "4m",
       "tool:hr/tool:linkedin"),
    _r("two_tools", "HR system: the user's birthday is May 3.", "CRM: the user's birthday is July 19.", "1m",
       "tool:hr/tool:crm"),
    _r("two_tools", "Booking: the user's flight to Tokyo departs at 08:30.",
       "Email: the user's flight to Tokyo departs at 13:45.", "6m", "tool:travel/tool:email"),
    _r("two_tools", "CRM: the user's email is ana@example.com.", "Billing: the user's email is ana.r@example.org.",
       "2m",
       "tool:crm/tool:billing"),
    _r("two_tools", "Health app: the user's blood type is A positive.",
       "Clinic record: the user's blood type is B negative.", "8m", "tool:health/tool:clinic"),
    _r("two_tools", "Bank: the user's rent is $1,800 per month.", "Budget app: the user's rent is $2,300 per month.",
       "3m", "tool:bank/tool:budget"),
    _r("two_tools", "School portal: the user's son is in grade 3.", "Family calendar: the user's son is in grade 5.",
       "5m", "tool:school/tool:calendar"),
    _r("user_tool", "The user's wedding anniversary is June 5.",
       "Calendar: the user's wedding anniversary is August 21.",
       "4m", "user/tool:calendar"),
    _r("import_tool", "The user lives in Denver.", "CRM: the user lives in Phoenix.", "2m", "import/tool:crm"),
    _r("two_tools", "HR system: the user's manager is Karen Smith.",
       "Slack directory: the user's manager is Omar Haddad.",
       "7m", "tool:hr/tool:slack"),
    _r("two_tools", "Fleet system: the user drives a Honda Civic.", "Parking permit: the user drives a Ford Focus.",
       "3m",
       "tool:fleet/tool:parking"),
    _r("two_tools", "Calendar: the user's team offsite is on 12 June.", "Email: the user's team offsite is on 26 June.",
       "9m", "tool:calendar/tool:email"),
    _r("two_tools", "HR system: the user's office is in Building 4.",
       "Badge system: the user's office is in Building 9.",
       "2m", "tool:hr/tool:badge"),
    _r("two_tools_plain", "The user lives in Portland.", "The user lives in Sacramento.", "4m",
       "tool:crm/tool:billing"),
    _r("two_tools_plain", "The user's employer is Deloitte.", "The user's employer is KPMG.", "3m",
       "tool:hr/tool:linkedin"),
    _r("user_tool", "The user's phone number is 617-555-0144.", "The user's phone number is 617-555-0188.", "2m",
       "user/tool:contacts"),
    _r("import_tool", "The user's blood type is AB positive.", "The user's blood type is O positive.", "5m",
       "import/tool:clinic"),
]

CONFLICTS_ZH: list[Row] = [
    _r("two_tools", "客户系统：用户住在武汉。", "账单系统：用户住在长沙。", "3m", "tool:crm/tool:billing"),
    _r("two_tools", "客户系统：用户手机号13800138000。", "通讯录：用户手机号13900139000。",
       "2m", "tool:crm/tool:contacts"),
    _r("two_tools", "日历：用户3月14日下午3点看牙医。", "邮件：用户3月16日上午9点看牙医。",
       "5m", "tool:calendar/tool:email"),
    _r("two_tools", "人事系统：用户的工作单位是美团。", "领英：用户的工作单位是京东。", "4m", "tool:hr/tool:linkedin"),
    _r("two_tools", "人事系统：用户生日是5月3日。", "客户系统：用户生日是7月19日。", "1m", "tool:hr/tool:crm"),
    _r("two_tools", "订票记录：用户去东京的航班8:30起飞。", "邮件：用户去东京的航班13:45起飞。",
       "6m", "tool:travel/tool:email"),
    _r("two_tools", "客户系统：用户邮箱是li@163.com。", "账单系统：用户邮箱是li.na@qq.com。",
       "2m", "tool:crm/tool:billing"),
    _r("two_tools", "健康应用：用户的血型是A型。", "诊所记录：用户的血型是B型。", "8m", "tool:health/tool:clinic"),
    _r("two_tools", "银行流水：用户每月房租4500元。", "记账软件：用户每月房租6200元。", "3m", "tool:bank/tool:budget"),
    _r("two_tools", "学校系统：用户的儿子读三年级。", "家庭日历：用户的儿子读五年级。",
       "5m", "tool:school/tool:calendar"),
    _r("user_tool", "用户的结婚纪念日是6月5日。", "日历：用户的结婚纪念日是8月21日。", "4m", "user/tool:calendar"),
    _r("import_tool", "用户住在西安。", "客户系统：用户住在郑州。", "2m", "import/tool:crm"),
    _r("two_tools", "人事系统：用户的直属领导是刘强。", "企业微信：用户的直属领导是赵敏。", "7m", "tool:hr/tool:im"),
    _r("two_tools", "车辆系统：用户开的是比亚迪秦。", "停车系统：用户开的是吉利星越。",
       "3m", "tool:fleet/tool:parking"),
    _r("two_tools", "日历：用户团队的团建在6月12日。", "邮件：用户团队的团建在6月26日。",
       "9m", "tool:calendar/tool:email"),
    _r("two_tools", "人事系统：用户在4号楼办公。", "门禁系统：用户在9号楼办公。", "2m", "tool:hr/tool:badge"),
    _r("two_tools_plain", "用户住在青岛。", "用户住在大连。", "4m", "tool:crm/tool:billing"),
    _r("two_tools_plain", "用户的工作单位是小米。", "用户的工作单位是联想。", "3m", "tool:hr/tool:linkedin"),
    _r("user_tool", "用户的手机号是13700137000。", "用户的手机号是13600136000。", "2m", "user/tool:contacts"),
    _r("import_tool", "用户的血型是AB型。", "用户的血型是O型。", "5m", "import/tool:clinic"),
]

#: unrelated memories about the same user, on topics no pair touches (hobbies, tastes, history)
FILLERS: dict[str, list[str]] = {
    "en": [
        "The user enjoys gardening on weekends.",
        "The user's favourite band is Radiohead.",
        "The user is reading Dune by Frank Herbert.",
        "The user likes doing jigsaw puzzles.",
        "The user plays chess online most evenings.",
        "The user follows Formula 1 racing.",
        "The user collects vinyl records.",
        "The user's favourite film is Spirited Away.",
        "The user is afraid of heights.",
        "The user plays acoustic guitar.",
        "The user grew up on a farm in Iowa.",
        "The user visited Iceland last summer.",
        "The user's favourite colour is dark green.",
        "The user practises yoga.",
        "The user keeps a paper journal.",
        "The user bakes sourdough bread.",
        "The user supports Arsenal football club.",
        "The user likes board games, especially Catan.",
        "The user enjoys stand-up comedy.",
        "The user is interested in astronomy.",
    ],
    "zh": [
        "用户周末喜欢养花。",
        "用户最喜欢的乐队是五月天。",
        "用户在读《三体》。",
        "用户喜欢拼图。",
        "用户晚上常在网上下围棋。",
        "用户爱看F1赛车。",
        "用户收藏黑胶唱片。",
        "用户最喜欢的电影是《霸王别姬》。",
        "用户恐高。",
        "用户会弹吉他。",
        "用户在农村长大。",
        "用户去年夏天去冰岛旅行了。",
        "用户最喜欢的颜色是墨绿色。",
        "用户在练瑜伽。",
        "用户有写日记的习惯。",
        "用户会自己做酸面包。",
        "用户喜欢听相声。",
        "用户喜欢玩桌游，尤其是卡坦岛。",
        "用户在学书法。",
        "用户对天文很感兴趣。",
    ],
}

_PARTS: list[tuple[str, str, list[Row]]] = [
    ("restatement", "en", RESTATEMENTS_EN), ("restatement", "zh", RESTATEMENTS_ZH),
    ("update", "en", UPDATES_EN), ("update", "zh", UPDATES_ZH),
    ("conflict", "en", CONFLICTS_EN), ("conflict", "zh", CONFLICTS_ZH),
]


def numbered(parts: list[tuple[str, str, list[Row]]], mark: str = "") -> list[Pair]:
    """The pairs of ``parts`` (category, language, rows), ids like ``restatement{mark}-en-07`` (sets two and three
    number theirs with this too)."""
    return [Pair(f"{category}{mark}-{lang}-{k:02d}", category, lang, *row)
            for category, lang, rows in parts for k, row in enumerate(rows, 1)]


def pairs() -> list[Pair]:
    """Every pair, ids like ``restatement-en-07``."""
    return numbered(_PARTS)


def fillers(pair: Pair) -> list[str]:
    """4-6 filler memories for ``pair``, in its language, chosen by a hash of its id (stable across runs)."""
    pool = FILLERS[pair.lang]
    h = int(hashlib.sha256(pair.id.encode()).hexdigest(), 16)
    n = 4 + h % 3
    start = (h // 3) % len(pool)
    step = (1, 3, 7)[(h // 97) % 3]  # coprime with the pool's 20, so n distinct items
    return [pool[(start + k * step) % len(pool)] for k in range(n)]
